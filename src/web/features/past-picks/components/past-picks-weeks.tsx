import type { PastPick } from '../../../../shared/api/past-picks.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { weekPage } from '../lib/week-pages.ts';
import { PastPickCard } from './past-pick-card.tsx';

const record = (picks: readonly PastPick[]) => {
  const n = (o: string) => picks.filter((p) => p.outcome === o).length;
  return `${n('win')}–${n('loss')}–${n('push')}`;
};

/** The archive's cards under a heading per week, latest first, a few weeks a page. */
export function PastPicksWeeks({
  picks,
  page,
  onPage,
}: {
  picks: readonly PastPick[];
  page: number;
  onPage: (page: number) => void;
}) {
  const shown = weekPage(picks, page);
  return (
    <div className="mt-6 space-y-8">
      {shown.groups.map((g) => (
        // Not a labelled region: the page's Week filter is found by its label, and "Week 14" must not match too.
        <section key={g.week}>
          <h2 className="mb-3 font-display text-xl text-banana-400">
            Week {g.week}{' '}
            <span className="font-sans text-sm font-normal text-moss-300">
              · {g.picks.length} {g.picks.length === 1 ? 'pick' : 'picks'} · {record(g.picks)}
            </span>
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {g.picks.map((p) => (
              <PastPickCard key={p.id} pick={p} />
            ))}
          </ul>
        </section>
      ))}
      <Pager
        label="Archive pages"
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={onPage}
        newer="Later weeks"
        older="Earlier weeks"
      />
    </div>
  );
}
