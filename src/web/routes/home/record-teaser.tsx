import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  isNoModelReport,
  type ModelReport,
  type ModelReportResponse,
  type NoModelReport,
} from '../../../shared/api/model-report.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardTitle } from '../../components/ui/card.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { computingText } from '../../lib/computing-text.ts';

const count = (value: number) => value.toLocaleString('en-US');
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The home page's way to the public record (/model): the product's strongest proof, in two figures. */
export function RecordTeaser({ query }: { query: UseQueryResult<ModelReportResponse, Error> }) {
  return (
    <Card tone="highlight" asChild>
      <section aria-labelledby="record-teaser-heading">
        <CardTitle id="record-teaser-heading" className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-banana-400" aria-hidden="true" />
          Our public record
        </CardTitle>
        <CardContent className="min-h-12 text-moss-200">
          <QueryState
            query={query}
            what="the record"
            pending={<Skeleton className="h-12 w-full max-w-xl" />}
            isEmpty={(answer): answer is NoModelReport => isNoModelReport(answer)}
            empty={(answer) => (
              <p role={answer.computing ? 'status' : undefined}>
                {answer.computing
                  ? computingText(answer.computing, 'the record')
                  : 'The record starts once the first results are in.'}
              </p>
            )}
          >
            {(report) => <Summary report={report} />}
          </QueryState>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/model">
              See the public record <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardFooter>
      </section>
    </Card>
  );
}

function Summary({ report }: { report: ModelReport }) {
  const { model, market } = report.allGames;
  return (
    <p className="max-w-2xl">
      Every game from {report.fromSeason} to {report.toSeason} with a closing line, each picked using only
      results known before its kickoff:{' '}
      <strong className="text-moss-100">{count(model.games)} games with a winner</strong> (ties left out). The
      side we favoured won <strong className="text-banana-400">{pct(model.accuracy)}</strong>; the betting
      market’s favourite won <strong className="text-moss-100">{pct(market.accuracy)}</strong> of the same
      games.
    </p>
  );
}
