import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';

export function Component() {
  usePageTitle('404 Page Not Found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl" aria-hidden="true">
        🙈
      </p>
      <h1 className="mt-4 font-display text-3xl text-banana-400">404 Page Not Found</h1>
      <p className="mt-3 text-moss-300">This vine leads nowhere. The page you asked for does not exist.</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-banana-400 px-5 py-2.5 font-semibold text-canopy-950 hover:bg-banana-300"
      >
        Back to the jungle
      </Link>
    </section>
  );
}
