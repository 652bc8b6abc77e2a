// @vitest-environment jsdom
// The server puts a prerendered page's content inside #root (server/seo/html.ts); main.tsx mounts the
// app with createRoot(root).render(...), which must replace that content, not add beside it.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

describe('mounting over a prerendered page', () => {
  it("replaces the server's content with the app's first render", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML =
      '<div id="root"><main id="main"><h1>NFL 2025 Week 15 Picks</h1><ol><li>game</li></ol></main></div>';
    const root = document.getElementById('root') as HTMLElement;
    const app = createRoot(root);
    await act(async () => app.render(createElement('p', null, 'The app')));
    expect(root.innerHTML).toBe('<p>The app</p>');
    expect(document.querySelectorAll('main')).toHaveLength(0);
    act(() => app.unmount());
  });
});
