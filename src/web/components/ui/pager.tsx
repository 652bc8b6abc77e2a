import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

interface PagerProps {
  /** The navigation's accessible name: "Archive pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The buttons' words: the list runs newest first, so page 1 holds the latest. */
  newer: string;
  older: string;
}

/** Previous / "Page n of m" / next under a paged list; nothing when everything fits on one page. */
export function Pager({ label, page, pageCount, onPage, newer, older }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> {newer}
      </Button>
      <span className="text-sm text-moss-300" aria-current="page">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {older} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
