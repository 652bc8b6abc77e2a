import { ArrowLeft, Hammer } from 'lucide-react';
import { Link, useLocation, useMatches } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import type { PageHandle } from '../app/pages.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';

// No data yet, so no loader of its own: the screen's issue adds one with its endpoint.

/** An honest placeholder for a screen whose issue has not landed: its title and what it will do. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const title = handle?.title ?? 'Go Gorilla';
  const { pathname } = useLocation();
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-2xl py-4">
      <PageHeader title={title} />
      <EmptyState
        className="mt-6"
        icon={Hammer}
        title="This screen is being built."
        action={
          pathname !== '/' && (
            <Button asChild variant="secondary">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Back to home
              </Link>
            </Button>
          )
        }
      >
        {handle?.purpose && <p>{handle.purpose}</p>}
        <p className="text-sm">
          We only publish figures our code has computed from real NFL data, so nothing is shown here until it
          is real.
        </p>
      </EmptyState>
    </section>
  );
}
