import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { HelpLines } from '../../features/rg/components/help-lines.tsx';

const columns = [
  {
    title: 'Picks',
    links: [
      { label: 'Weekly Picks', href: '/weekly-picks' },
      { label: 'Top 5 DFS', href: '/top5' },
      { label: 'Past Picks', href: '/past-picks' },
      { label: 'Model Record', href: '/model' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Betting Education', href: '/education' },
      { label: 'Juice Watch', href: '/alerts' },
      { label: 'Blog', href: '/blog' },
      { label: 'Data status', href: '/status' },
    ],
  },
];

/** Footer on every page: links, the newsletter box and the responsible-gaming note (spec 01 §1–2). */
export function Footer() {
  const version = usePublicConfig().data?.version;
  return (
    <footer className="mt-16 border-t border-canopy-700 bg-canopy-950">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
        <div className="col-span-2">
          <p className="flex items-center gap-2 font-display text-lg text-banana-400">
            <LogoMark />
            Go Gorilla
          </p>
          <p className="mt-1 text-sm text-moss-300">Bet Smarter. Go Primal.</p>
          <p className="mt-3 max-w-sm text-sm text-moss-300">
            Every pick and figure here is computed by our code from public NFL data, frozen before kickoff and
            graded after the final whistle.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="text-xs font-semibold uppercase tracking-wider text-moss-300">{column.title}</p>
            <ul className="mt-1 text-sm sm:mt-2 sm:space-y-1.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  {/* 44 px rows on a phone: the tap target UI.md §1 asks for. */}
                  <Link
                    to={link.href}
                    className="inline-flex min-h-11 items-center text-moss-200 hover:text-banana-400 sm:min-h-0"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section
          id="newsletter"
          aria-labelledby="footer-newsletter-heading"
          className="col-span-2 lg:col-span-1"
        >
          <h2
            id="footer-newsletter-heading"
            className="text-xs font-semibold uppercase tracking-wider text-moss-300"
          >
            Newsletter
          </h2>
          <p className="mt-1 text-sm text-moss-300">
            The week’s picks, once a week. You confirm by mail first.
          </p>
          <div className="mt-2">
            {/* Not "Email address": the page above may hold its own newsletter card. */}
            <NewsletterForm
              label="Get the weekly picks by mail"
              submitLabel="Join"
              pendingLabel="Joining..."
            />
          </div>
        </section>
      </div>
      <div className="border-t border-canopy-800">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-moss-300">
          <div role="note" className="space-y-1">
            <p>
              <strong className="text-moss-200">Play responsibly.</strong> Go Gorilla is for entertainment
              only and takes no bets. You must be 21 or older to gamble where it is legal. If you or someone
              you know has a gambling problem, help is free and confidential:
            </p>
            <HelpLines className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap" />
          </div>
          <p>
            © {new Date().getFullYear()} Go Gorilla{version ? ` · v${version}` : ''} · NFL data from nflverse
            (CC BY 4.0)
          </p>
        </div>
      </div>
    </footer>
  );
}
