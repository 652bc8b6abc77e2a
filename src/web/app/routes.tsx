import type { RouteObject } from 'react-router';
import { getPublicConfigQueryOptions } from '../features/public-config/api/get-public-config.ts';
import { FrameLoading } from './frame/loading-view.tsx';
import { RootLayout } from './frame/root-layout.tsx';
import { PageError, pageCodeFailed, RouteError } from './frame/route-error.tsx';
import { PAGES } from './pages.ts';
import { startQueries } from './route-loader.ts';

export type { PageHandle } from './pages.ts';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The frame at once on the first load; only the page's place waits for its code (issue 21).
    HydrateFallback: FrameLoading,
    ErrorBoundary: RouteError,
    // The frame's own data (links, version, replay instant) starts with the first navigation.
    loader: () => startQueries(getPublicConfigQueryOptions()),
    // The configuration does not change while the app is open: no need to ask again on each navigation.
    shouldRevalidate: () => false,
    children: [
      ...PAGES.map(
        (page): RouteObject => ({
          ...(page.path === '/' ? { index: true } : { path: page.path }),
          handle: page.handle,
          // A page whose code did not arrive, or that threw, keeps the frame: decision 103.
          lazy: () => page.load().catch(pageCodeFailed),
          ErrorBoundary: PageError,
        }),
      ),
      {
        path: '*',
        lazy: () => import('../routes/not-found.tsx').catch(pageCodeFailed),
        ErrorBoundary: PageError,
      },
    ],
  },
];
