import { describe, expect, it } from 'vitest';
import { attachToaster, showToast, toastRequested, watchToastRequests } from './toast.ts';

describe('the toast queue', () => {
  it('holds toasts until the toaster is up, then delivers them in order, then each new one at once', () => {
    let asked = 0;
    const stop = watchToastRequests(() => {
      asked += 1;
    });
    expect(toastRequested()).toBe(false);
    showToast({ message: 'Pick saved', kind: 'success' });
    showToast({ message: 'Second' });
    expect(toastRequested()).toBe(true);
    expect(asked).toBe(2);
    const shown: string[] = [];
    const detach = attachToaster((toast) => shown.push(toast.message));
    expect(shown).toEqual(['Pick saved', 'Second']);
    showToast({ message: 'Third' });
    expect(shown).toEqual(['Pick saved', 'Second', 'Third']);
    detach();
    stop();
  });
});
