import type { RouteObject } from 'react-router';
import { LoadingView } from './frame/loading-view.tsx';
import { RootLayout } from './frame/root-layout.tsx';
import { RouteError } from './frame/route-error.tsx';
import { PAGES } from './pages.ts';

export type { PageHandle } from './pages.ts';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingView,
    ErrorBoundary: RouteError,
    children: [
      ...PAGES.map(
        (page): RouteObject => ({
          ...(page.path === '/' ? { index: true } : { path: page.path }),
          handle: page.handle,
          lazy: page.load,
        }),
      ),
      { path: '*', lazy: () => import('../routes/not-found.tsx') },
    ],
  },
];
