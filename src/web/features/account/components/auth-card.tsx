import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/ui/logo-mark.tsx';

/** The frame of every account page: one narrow card, a title and the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-canopy-700 bg-canopy-900/70 p-6">
      <div className="flex items-center gap-3">
        <LogoMark />
        <h1 className="font-display text-2xl text-banana-400">{title}</h1>
      </div>
      {intro && <div className="mt-2 text-sm text-moss-300">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
