// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { FREE_PICK_MODAL_DELAY_MS, FreePickModal } from './free-pick-modal.tsx';

// Issue 21 / decision 131: on an empty server the first-visit modal opened with "Claim Free Pick"
// disabled and no reason. With nothing to claim, it is not offered at all.

const RESETS_AT = '2025-12-16T08:00:00.000Z';
/** The modal as the frame gives it the week's next premium pick; `setGameId` changes it, as new picks do. */
let setGameId: (gameId: string | null) => void = () => {};
function Harness({ initial }: { initial: string | null }) {
  const [gameId, set] = useState(initial);
  setGameId = set;
  return (
    <FreePickModal
      eligible
      remaining={1}
      gameId={gameId}
      price="$10/month"
      resetsAt={RESETS_AT}
      onSubscribe={() => {}}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has <dialog> without its methods: open as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  stubApi({});
});
afterEach(() => vi.useRealTimers());

const waitPastDelay = () => act(() => vi.advanceTimersByTime(FREE_PICK_MODAL_DELAY_MS + 100));

describe('the free-pick modal', () => {
  it('is not offered when there is no premium pick to claim (an empty server)', async () => {
    renderInApp(<Harness initial={null} />);
    await waitPastDelay();
    expect(screen.queryByRole('heading', { name: "Your first pick's on the house" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim Free Pick' })).toBeNull();
  });

  it('opens once a pick to claim is known, with its claim enabled', async () => {
    renderInApp(<Harness initial={null} />);
    await waitPastDelay();
    // The week's picks arrive: the next premium pick to kick off.
    act(() => setGameId('2025_15_KC_LAC'));
    await waitPastDelay();
    expect(screen.getByRole('heading', { name: "Your first pick's on the house" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim Free Pick' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why the claim went away when the pick on offer kicks off while it is open', async () => {
    renderInApp(<Harness initial="2025_15_KC_LAC" />);
    await waitPastDelay();
    act(() => setGameId(null));
    expect(screen.getByRole('button', { name: 'Claim Free Pick' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText(
        'The pick on offer has just kicked off, and no other premium pick is open before kickoff this week.',
      ),
    ).toBeTruthy();
  });
});
