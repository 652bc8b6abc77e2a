import { MoveRight } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHorizontalOverflow } from '../../lib/use-horizontal-overflow.ts';

interface TableProps extends ComponentProps<'table'> {
  /** Names the table for screen readers (and the scroll box); shown only with `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  /** A visible aside after the caption (a count of rows left out), not part of the box's name. */
  captionNote?: ReactNode;
  /** Keeps the first column (the row's name) in view while the others scroll sideways. */
  stickyFirstColumn?: boolean;
}

/**
 * A data table in its own horizontal scroll box (UI.md §1: no page-level sideways scroll at 390 px).
 * When the table is wider than the screen, a fade and a line of text say so, since phones hide
 * scrollbars; the box is focusable so a keyboard can scroll it too.
 */
export function Table({
  caption,
  captionVisible = false,
  captionNote,
  stickyFirstColumn = true,
  className,
  children,
  ...props
}: TableProps) {
  const box = useRef<HTMLElement>(null);
  const { overflowing, moreRight } = useHorizontalOverflow(box);
  return (
    <div>
      <div className="relative">
        <section
          ref={box}
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll it
          tabIndex={0}
          // relative: the containing block of absolutely placed descendants (sr-only text), so they scroll
          // inside the box instead of widening the page.
          className="relative overflow-x-auto rounded-xl border border-canopy-700 bg-canopy-900"
        >
          <table
            className={cn(
              'w-full text-left text-sm tabular-nums',
              stickyFirstColumn &&
                '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-10 [&_tr>:first-child]:bg-canopy-900',
              className,
            )}
            {...props}
          >
            <caption className={captionVisible ? 'px-3 pt-3 text-left text-moss-200' : 'sr-only'}>
              {caption}
              {captionNote}
            </caption>
            {children}
          </table>
        </section>
        {moreRight && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-xl bg-linear-to-l from-canopy-950 to-transparent"
          />
        )}
      </div>
      {overflowing && (
        <p className="mt-1.5 flex items-center gap-1 text-xs text-moss-300">
          Scroll sideways for more columns <MoveRight className="size-3.5" aria-hidden="true" />
        </p>
      )}
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b border-canopy-700 text-xs uppercase tracking-wide text-moss-300', className)}
      {...props}
    />
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-canopy-800 first:border-t-0', className)} {...props} />;
}

interface CellProps {
  /** Right-aligned, for figures, so digits line up (UI.md §1). */
  numeric?: boolean;
}

interface HeadProps extends ComponentProps<'th'>, CellProps {
  /** For sortable columns: the current order, announced to screen readers. */
  sort?: 'ascending' | 'descending' | 'none';
}

/** A column header. */
export function TableHead({ numeric, sort, className, ...props }: HeadProps) {
  return (
    <th
      scope="col"
      aria-sort={sort}
      className={cn('whitespace-nowrap px-3 py-2 font-semibold', numeric && 'text-right', className)}
      {...props}
    />
  );
}

/** The first cell of a body row, naming the row. */
export function TableRowHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn('px-3 py-2 font-semibold text-moss-100', className)} {...props} />;
}

export function TableCell({ numeric, className, ...props }: ComponentProps<'td'> & CellProps) {
  return <td className={cn('px-3 py-2', numeric && 'whitespace-nowrap text-right', className)} {...props} />;
}
