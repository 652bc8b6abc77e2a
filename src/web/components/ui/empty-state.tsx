import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface EmptyStateProps {
  title: string;
  /** What is missing and why (the spec's text), then what happens next. */
  children: ReactNode;
  icon?: LucideIcon;
  /** The next step: usually a Button linking somewhere useful. */
  action?: ReactNode;
  className?: string;
  /** 1 when the empty state is the whole page (the 404 page); 2 inside a page. */
  headingLevel?: 1 | 2;
}

/** A screen or section with nothing to show yet: said plainly, never filled with made-up numbers. */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  action,
  className,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-label={title}
      className={cn(
        'rounded-2xl border border-dashed border-canopy-600 bg-canopy-900/60 p-6 text-center',
        className,
      )}
    >
      <Icon className="mx-auto size-8 text-banana-400" aria-hidden="true" />
      <Heading
        className={
          headingLevel === 1
            ? 'mt-3 font-display text-2xl text-banana-400 sm:text-3xl'
            : 'mt-3 text-lg font-semibold text-moss-100'
        }
      >
        {title}
      </Heading>
      <div className="mx-auto mt-2 max-w-prose space-y-2 text-moss-300">{children}</div>
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}
