import { Info } from 'lucide-react';
import { useState } from 'react';
import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import type { MarketBoardView } from '../../../../shared/api/odds-board.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { bookName, formatEv, formatPrice, formatProbability } from '../../../lib/format-odds.ts';
import type { HistoryWindowId } from '../lib/history-window.ts';
import { LineHistoryChart } from './line-history-chart.tsx';
import { MARKET_LABELS, quoteText, sideLabel, sideOrder } from './odds-format.ts';

type Detail = GameDetailResponse;

function HeadWithInfo({ label, info }: { label: string; info: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      {label}
      <Tooltip content={info}>
        <Info className="size-3.5" aria-label={`About ${label}`} />
      </Tooltip>
    </span>
  );
}

function MarketTable({ detail, market }: { detail: Detail; market: MarketBoardView }) {
  const sides = sideOrder(market);
  const label = (side: string) => sideLabel(detail.game, side);
  return (
    <Table caption={`${MARKET_LABELS[market.market]} odds by book`}>
      <TableHeader>
        <TableRow>
          <TableHead>Book</TableHead>
          {sides.map((s) => (
            <TableHead key={s.side} numeric>
              {label(s.side)}
            </TableHead>
          ))}
          <TableHead numeric>
            <HeadWithInfo
              label="No-vig"
              info="Proportional no-vig: each side's implied probability (1 / decimal odds) divided by the sum of both, from this book's two prices."
            />
          </TableHead>
          {sides.map((s) => (
            <TableHead key={s.side} numeric>
              <HeadWithInfo
                label={`EV ${label(s.side)}`}
                info="Expected value of one unit at this price against the model: p × decimal odds − 1, with p the model's probability at this book's own line. Totals have no fitted σ, so no EV."
              />
            </TableHead>
          ))}
          <TableHead numeric>
            First stored{market.market === 'h2h' ? '' : ` (${label(sides[0]?.side ?? '')})`}
          </TableHead>
          <TableHead numeric>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {market.books.map((b) => {
          const first = b.quotes.find((q) => q.side === sides[0]?.side);
          return (
            <TableRow key={b.book}>
              <TableRowHead>{bookName(b.book)}</TableRowHead>
              {sides.map((s) => {
                const q = b.quotes.find((x) => x.side === s.side);
                const best =
                  s.best?.books.includes(b.book) &&
                  q?.latest?.price === s.best.price &&
                  q?.latest?.line === s.best.line;
                return (
                  <TableCell
                    key={s.side}
                    numeric
                    title={
                      q?.latest
                        ? `${bookName(b.book)}, captured ${formatInstant(q.latest.capturedAt)}`
                        : undefined
                    }
                  >
                    <span
                      className={
                        best
                          ? 'rounded-md border border-banana-400 px-1.5 py-0.5 font-bold text-banana-400'
                          : ''
                      }
                    >
                      {quoteText(market.market, q?.latest ?? null)}
                      {best && <span className="ml-1 text-xs">Best</span>}
                    </span>
                  </TableCell>
                );
              })}
              <TableCell numeric>
                {b.quotes.map((q) => formatProbability(q.noVigProbability)).join(' / ')}
              </TableCell>
              {sides.map((s) => {
                const q = b.quotes.find((x) => x.side === s.side);
                return (
                  <TableCell key={s.side} numeric>
                    {formatEv(q?.expectedValue)}
                  </TableCell>
                );
              })}
              <TableCell numeric title="The first line we stored for this book, not the market's true opener">
                {quoteText(market.market, first?.open ?? null)}
              </TableCell>
              <TableCell numeric>{formatInstant(b.lastChangeAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function FairAndModel({ detail, market }: { detail: Detail; market: MarketBoardView }) {
  const sides = sideOrder(market);
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
      {sides.map((s) => (
        <div key={s.side} className="rounded-lg border border-canopy-700 p-3">
          <dt className="font-semibold text-moss-100">{sideLabel(detail.game, s.side)}</dt>
          <dd className="mt-1 text-moss-300">
            Best:{' '}
            <span className="font-semibold text-moss-100">
              {s.best
                ? `${quoteText(market.market, { line: s.best.line, price: s.best.price })} at ${s.best.books.map(bookName).join(', ')}`
                : '—'}
            </span>
          </dd>
          <dd
            className="text-moss-300"
            title={`Median proportional no-vig over ${market.fairBooks.length} books${market.fairLine !== null ? ` quoting ${market.fairLine}` : ''}: ${market.fairBooks.map(bookName).join(', ')}`}
          >
            Fair (no-vig, {market.fairBooks.length} books): {formatProbability(s.fairProbability)} ·{' '}
            {formatPrice(s.fairPrice)}
          </dd>
          <dd
            className="text-moss-300"
            title={`The model's probability at the fair line; spreads use its fitted σ of ${detail.odds.marginSigma} points`}
          >
            Model: {formatProbability(s.modelProbability)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OddsBoard({ detail }: { detail: Detail }) {
  const { odds } = detail;
  const [market, setMarket] = useState(
    odds.markets.find((m) => m.market === 'spreads')?.market ?? odds.markets[0]?.market,
  );
  // One window for every market's chart, so switching market keeps the span the reader chose.
  const [historyWindow, setHistoryWindow] = useState<HistoryWindowId>('all');
  if (odds.markets.length === 0 || !market) {
    return <p className="text-moss-300">No line has been captured for this game yet.</p>;
  }
  return (
    <div>
      <p className="text-sm text-moss-300">
        {odds.books.length} {odds.books.length === 1 ? 'book' : 'books'} captured
        {odds.latestCapture && <> · all odds as of {formatInstant(odds.latestCapture)}</>}
      </p>
      {odds.closingLineOnly && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-banana-500/50 p-3 text-sm text-banana-300">
          <Badge tone="warning">Closing line only</Badge>
          We hold only nflverse's closing line for this game, stored at kickoff: no earlier capture exists, so
          there is no line history and no comparison between books.
        </p>
      )}
      <Tabs
        value={market}
        onValueChange={(v) => {
          const tab = odds.markets.find((m) => m.market === v);
          if (tab) setMarket(tab.market);
        }}
        className="mt-3"
      >
        <TabsList aria-label="Market">
          {odds.markets.map((m) => (
            <TabsTrigger key={m.market} value={m.market} count={m.books.length}>
              {MARKET_LABELS[m.market]}
            </TabsTrigger>
          ))}
        </TabsList>
        {odds.markets.map((m) => (
          <TabsContent key={m.market} value={m.market} className="mt-3">
            <MarketTable detail={detail} market={m} />
            <FairAndModel detail={detail} market={m} />
            <LineHistoryChart
              detail={detail}
              market={m.market}
              historyWindow={historyWindow}
              onWindowChange={setHistoryWindow}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
