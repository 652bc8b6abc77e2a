import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import {
  CHALLENGE_KINDS,
  type ChallengeSummary,
  type ChallengesResponse,
  type TopResponse,
} from '../../shared/api/challenges.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import {
  getChallengeQueryOptions,
  getChallengesQueryOptions,
  getTopQueryOptions,
  useMyChallenges,
} from '../features/challenges/api/challenges-api.ts';
import { ChallengeCard } from '../features/challenges/components/challenge-card.tsx';
import { ChallengeDetail } from '../features/challenges/components/challenge-detail.tsx';
import { coins, KIND_NAMES } from '../features/challenges/components/challenge-labels.tsx';
import { CreateChallengeForm } from '../features/challenges/components/create-challenge-form.tsx';
import { GlobalTop } from '../features/challenges/components/global-top.tsx';
import { readSearch, useSearchState } from '../lib/search-state.ts';
import { useSession } from '../lib/session.ts';

const TABS = ['active', 'upcoming', 'completed', 'leaderboard'] as const;
const KIND_FILTERS = ['all', ...CHALLENGE_KINDS] as const;
const search = {
  tab: z.enum(TABS).default('active'),
  kind: z.enum(KIND_FILTERS).default('all'),
  challenge: z.coerce.number().int().positive().optional(),
};

export const loader = ({ request }: LoaderFunctionArgs) => {
  const { challenge } = readSearch(search, request);
  return startQueries(
    getChallengesQueryOptions(),
    getTopQueryOptions(),
    ...(challenge ? [getChallengeQueryOptions(challenge)] : []),
  );
};

const inTab: Record<(typeof TABS)[number], (c: ChallengeSummary) => boolean> = {
  active: (c) => c.status === 'open' || c.status === 'running',
  upcoming: (c) => c.status === 'upcoming',
  completed: (c) => c.status === 'finished',
  leaderboard: () => false,
};

const noTop = (d: TopResponse): d is TopResponse & { top: [] } => d.top.length === 0;

const TAB_NAMES = {
  active: 'Active',
  upcoming: 'Upcoming',
  completed: 'Completed',
  leaderboard: 'Leaderboard',
};

/** The server's New York date (the replay date in replay mode): the create form's default start. */
const newYorkDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));

function Summary({ data }: { data: ChallengesResponse }) {
  const cards = [
    ['Active challenges', String(data.totals.active)],
    ['Participants in active challenges', String(data.totals.participants)],
    ['Prize pools (virtual)', coins(data.totals.prizeCoins)],
  ] as const;
  return (
    <ul aria-label="Summary" className="grid gap-3 sm:grid-cols-3">
      {cards.map(([label, value]) => (
        <Card asChild key={label}>
          <li>
            <p className="text-sm text-moss-300">{label}</p>
            <p className="font-display text-2xl text-moss-100">{value}</p>
          </li>
        </Card>
      ))}
    </ul>
  );
}

function MyCard() {
  const { user } = useSession();
  const mine = useMyChallenges();
  if (!user)
    return (
      <Card>
        <h2 className="font-semibold">Your challenges</h2>
        <p className="mt-1 text-sm text-moss-300">
          Sign in to join challenges, create your own and follow creators.
        </p>
        <Link
          to="/sign-in?next=%2Fchallenges"
          className={buttonVariants({ variant: 'secondary', className: 'mt-3' })}
        >
          Sign in
        </Link>
      </Card>
    );
  return (
    <Card>
      <h2 className="font-semibold">{user.name}</h2>
      {/* It said "could not be loaded" with no reason or retry, and hid the counts on a failed refresh. */}
      <QueryState query={mine} what="your challenges" pending={<Skeleton className="mt-2 h-10" />}>
        {(data) => (
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-moss-300">Challenges joined</dt>
            <dd>{data.memberOf.length}</dd>
            <dt className="text-moss-300">People you follow</dt>
            <dd>{data.following.length}</dd>
          </dl>
        )}
      </QueryState>
    </Card>
  );
}

function Guidelines() {
  return (
    <Card>
      <h2 className="font-semibold">How challenges work</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-moss-200">
        <li>Join a challenge that fits your game: pick’em, spreads or over/unders.</li>
        <li>Lock qualifying picks before kickoff during the challenge’s period.</li>
        <li>Earn points from wins, accuracy and units won (ROI), graded from the final scores.</li>
        <li>Climb the challenge’s leaderboard and the global top 20.</li>
        <li>Follow the creators and members you want to learn from.</li>
      </ol>
      <h2 className="mt-4 font-semibold">Community rules</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-moss-200">
        <li>One account per person; picks lock at kickoff and never change.</li>
        <li>Up to 3 new challenges a day and 5 running at once per member.</li>
        <li>Leave a challenge only before it starts; tournaments close at the start.</li>
        <li>Be respectful in titles and descriptions; admins remove what breaks these rules.</li>
      </ul>
      <p className="mt-4 text-xs text-moss-300">
        Social Beta. Jungle coins are virtual: nothing is paid, nothing can be won or cashed out.
        Entertainment only — if gambling is a problem for you, call 1-800-GAMBLER.
      </p>
    </Card>
  );
}

export function Component() {
  usePageTitle('Community Challenges');
  const [values, setValues] = useSearchState(search);
  const list = useQuery(getChallengesQueryOptions());
  const top = useQuery(getTopQueryOptions());
  const mine = useMyChallenges();
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const memberOf = new Set(mine.data?.memberOf ?? []);
  const filtered = (data: ChallengesResponse, tab: (typeof TABS)[number]) =>
    data.challenges.filter((c) => inTab[tab](c) && (values.kind === 'all' || c.kind === values.kind));

  return (
    <section>
      <Link to="/" className={buttonVariants({ variant: 'link', size: 'flush', className: 'mb-2' })}>
        <ArrowLeft aria-hidden="true" />
        Back to home
      </Link>
      <PageHeader
        title="Community Challenges"
        actions={
          user ? (
            <Button onClick={() => setCreating(true)}>Create Challenge</Button>
          ) : (
            <Link to="/sign-in?next=%2Fchallenges" className={buttonVariants()}>
              Sign in to create
            </Link>
          )
        }
      >
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">Social Beta</Badge>
          Compete on the picks you lock before kickoff. Scores come from real final scores; entries and prizes
          are virtual Jungle coins, never money.
        </p>
      </PageHeader>

      <div className="mt-6">
        <QueryState query={list} what="the challenges" pending={<Skeleton className="h-24" />}>
          {(data) => <Summary data={data} />}
        </QueryState>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <Tabs value={values.tab} onValueChange={(v) => isOneOf(TABS, v) && setValues({ tab: v })}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList aria-label="Challenges">
                {TABS.map((tab) => (
                  <TabsTrigger
                    key={tab}
                    value={tab}
                    count={tab === 'leaderboard' || !list.data ? undefined : filtered(list.data, tab).length}
                  >
                    {TAB_NAMES[tab]}
                  </TabsTrigger>
                ))}
              </TabsList>
              {values.tab !== 'leaderboard' && (
                <label className="flex items-center gap-2 text-sm text-moss-200">
                  Kind
                  <select
                    className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
                    value={values.kind}
                    onChange={(e) =>
                      isOneOf(KIND_FILTERS, e.target.value) &&
                      setValues({ kind: e.target.value }, { replace: true })
                    }
                  >
                    <option value="all">All kinds</option>
                    {CHALLENGE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_NAMES[k]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {TABS.filter((t) => t !== 'leaderboard').map((tab) => (
              <TabsContent key={tab} value={tab} className="mt-4">
                <QueryState
                  query={list}
                  what="the challenges"
                  pending={
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Skeleton className="h-56" />
                      <Skeleton className="h-56" />
                    </div>
                  }
                >
                  {(data) => {
                    const shown = filtered(data, tab);
                    if (shown.length === 0)
                      return (
                        <EmptyState icon={Trophy} title={`No ${TAB_NAMES[tab].toLowerCase()} challenges`}>
                          <p>
                            {tab === 'completed'
                              ? 'Challenges show here once they end.'
                              : 'Create one, or check the other tabs.'}
                          </p>
                        </EmptyState>
                      );
                    return (
                      <ul aria-label={`${TAB_NAMES[tab]} challenges`} className="grid gap-3 sm:grid-cols-2">
                        {shown.map((c) => (
                          <ChallengeCard
                            key={c.id}
                            c={c}
                            member={memberOf.has(c.id)}
                            onOpen={() => setValues({ challenge: c.id })}
                          />
                        ))}
                      </ul>
                    );
                  }}
                </QueryState>
              </TabsContent>
            ))}
            <TabsContent value="leaderboard" className="mt-4">
              <QueryState
                query={top}
                what="the global leaderboard"
                pending={<Skeleton className="h-64" />}
                isEmpty={noTop}
                empty={() => (
                  <EmptyState icon={Trophy} title="No challenge members yet">
                    <p>The global top 20 sums each member’s points over every challenge they are in.</p>
                  </EmptyState>
                )}
              >
                {(data) => <GlobalTop entries={data.top} label="Global top 20" />}
              </QueryState>
            </TabsContent>
          </Tabs>
        </div>
        <aside className="flex flex-col gap-4">
          <MyCard />
          <Card>
            <h2 className="mb-3 font-semibold">Top challengers</h2>
            <QueryState
              query={top}
              what="the top challengers"
              pending={<Skeleton className="h-32" />}
              isEmpty={noTop}
              empty={() => <p className="text-sm text-moss-300">Nobody has points yet.</p>}
            >
              {(data) => <GlobalTop entries={data.top.slice(0, 3)} label="Top 3 challengers" />}
            </QueryState>
          </Card>
          <Guidelines />
        </aside>
      </div>

      <Dialog
        open={values.challenge !== undefined}
        onClose={() => setValues({ challenge: undefined })}
        title={list.data?.challenges.find((c) => c.id === values.challenge)?.title ?? 'Challenge'}
      >
        {values.challenge !== undefined && <ChallengeDetail id={values.challenge} />}
      </Dialog>
      <Dialog open={creating} onClose={() => setCreating(false)} title="Create a challenge">
        {creating && list.data && (
          <CreateChallengeForm
            today={newYorkDate(list.data.asOf)}
            onCreated={(c) => {
              setCreating(false);
              setValues({ challenge: c.id, tab: c.status === 'upcoming' ? 'upcoming' : 'active' });
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
