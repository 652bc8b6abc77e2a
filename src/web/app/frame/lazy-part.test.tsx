// @vitest-environment jsdom
// A frame part whose code does not arrive must not take the frame with it (issue 21, decision 131): with
// the server stopped, opening the phone menu (a lazy() part) or a cold start that shed the free-pick
// modal's chunk swapped the whole app, top bar included, for "This page could not load".
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>This page could not load</p> : this.props.children;
  }
}

const chunkFailed = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/funnel-BbXN9uJa.js'));

describe('a frame part whose code does not arrive', () => {
  it('is left out, and the top bar and the page stay', async () => {
    const Funnel = lazyPart<object>(chunkFailed);
    const Arrived = lazyPart(() => Promise.resolve(() => <p>Footer</p>));
    render(
      <Boundary>
        <nav>Weekly Picks · Top 5 DFS</nav>
        <Suspense fallback={null}>
          <Funnel />
        </Suspense>
        <main>Week 15 picks</main>
        <Suspense fallback={null}>
          <Arrived />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Footer')).toBeTruthy();
    expect(screen.getByText('Weekly Picks · Top 5 DFS')).toBeTruthy();
    expect(screen.getByText('Week 15 picks')).toBeTruthy();
    expect(screen.queryByText('This page could not load')).toBeNull();
  });

  it('shows the stand-in it is given', async () => {
    const Menu = lazyPart<{ label: string }>(chunkFailed, ({ label }) => <p>{label} unavailable</p>);
    render(
      <Suspense fallback={null}>
        <Menu label="Account menu" />
      </Suspense>,
    );
    expect(await screen.findByText('Account menu unavailable')).toBeTruthy();
  });
});

describe('the frame', () => {
  it('loads its deferred parts only through lazyPart, never a bare lazy()', () => {
    const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    // A call, not a mention in a comment: `lazy(() => import(…))`.
    const bare = Object.entries(sources).filter(([, text]) => /\blazy\(\s*\(/.test(text));
    expect(bare.map(([file]) => file)).toEqual([]);
  });
});
