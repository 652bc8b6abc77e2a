import { Hammer } from 'lucide-react';
import { Link, useLocation, useMatches } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import type { PageHandle } from '../app/pages.ts';

/** An honest placeholder for a screen whose issue has not landed: its title and what it will do. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const title = handle?.title ?? 'Go Gorilla';
  const { pathname } = useLocation();
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-2xl py-12">
      <h1 className="font-display text-3xl text-banana-400">{title}</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-canopy-500 bg-canopy-900/60 p-6">
        <p className="flex items-center gap-2 font-semibold text-moss-100">
          <Hammer className="size-5 text-banana-400" aria-hidden="true" />
          This screen is being built.
        </p>
        {handle?.purpose && <p className="mt-3 text-moss-300">{handle.purpose}</p>}
        <p className="mt-3 text-sm text-moss-300">
          We only publish figures our code has computed from real NFL data, so nothing is shown here until it
          is real.
        </p>
        {pathname !== '/' && (
          <Link
            to="/"
            className="mt-5 inline-block text-sm font-semibold text-banana-400 hover:text-banana-300"
          >
            ← Back to home
          </Link>
        )}
      </div>
    </section>
  );
}
