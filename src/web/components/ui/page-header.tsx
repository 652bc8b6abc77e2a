import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** One or two sentences: what the page shows and where its figures come from. */
  children?: ReactNode;
  /** Controls that act on the whole page (Refresh), placed right on wide screens, below on phones. */
  actions?: ReactNode;
}

/** The title block every page starts with. */
export function PageHeader({ title, children, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-2xl text-banana-400 sm:text-3xl">{title}</h1>
        {children && <div className="mt-2 max-w-3xl text-moss-300">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
