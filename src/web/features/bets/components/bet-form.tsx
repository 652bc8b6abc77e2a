import { type FormEvent, useId, useState } from 'react';
import { NewBetBody } from '../../../../shared/api/bets.ts';
import { type BetMarket, type BetSide, MARKET_SIDES } from '../../../../shared/bet-terms.ts';
import { isOneOf, keysOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { retryHelps } from '../../../lib/failure-text.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { formatInstant, toLocalInputValue } from '../../../lib/format.ts';
import { useBetGames } from '../api/get-bet-games.ts';
import { useBetsCurrentWeek } from '../api/get-bets-current-week.ts';
import { useStakeSuggestion } from '../api/get-stake-suggestion.ts';
import { useLogBet } from '../api/log-bet.ts';
import { type Checked, labelled, missing, sentence } from '../lib/bet-problems.ts';
import { quotedBet } from '../lib/quoted-bet.ts';
import { Field, inputClass, MoneyInput, RequiredNote } from './field.tsx';

const MARKET_LABEL: Record<BetMarket, string> = { spreads: 'Spread', totals: 'Total', h2h: 'Moneyline' };
const MARKETS = keysOf(MARKET_LABEL);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Logs a bet placed with a book; shows the suggested stake (quarter Kelly) when a bankroll is set. */
export function BetForm({ onBreak }: { onBreak: boolean }) {
  const current = useBetsCurrentWeek();
  const [week, setWeek] = useState<number | undefined>();
  const season = current.data?.season;
  const shownWeek = week ?? current.data?.week;
  const games = useBetGames(season, shownWeek);
  const [gameId, setGameId] = useState('');
  const [market, setMarket] = useState<BetMarket>('spreads');
  const [side, setSide] = useState<BetSide>('home');
  const [line, setLine] = useState('');
  const [price, setPrice] = useState('-110');
  const [stake, setStake] = useState('');
  const [book, setBook] = useState('');
  // Untouched, "Placed at" is the app's instant (the replay moment in replay mode), not the wall clock.
  const [placedAtInput, setPlacedAt] = useState('');
  const placedAt = placedAtInput || (current.data ? toLocalInputValue(new Date(current.data.asOf)) : '');
  const log = useLogBet();
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = useId();
  /** Where a field's problem is shown, and the control's link to it. */
  const problem = (key: Checked) => ({
    required: true,
    error: errors[key] && sentence(key, errors[key]),
    errorId: `${ids}-${key}`,
  });
  const described = (key: Checked) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${key}` } : {};
  const loadError = current.error ?? games.error;
  const game = games.data?.games.find((g) => g.id === gameId);
  /** Choosing a game, market or side fills in the board's line and price for it. */
  const choose = (next: { gameId?: string; market?: BetMarket; side?: BetSide }) => {
    const g = games.data?.games.find((x) => x.id === (next.gameId ?? gameId));
    const quote = quotedBet(g?.odds, next.market ?? market, next.side ?? side);
    setLine(quote.line);
    if (quote.price !== '') setPrice(quote.price);
  };
  const numericLine = market === 'h2h' || line.trim() === '' ? null : Number(line);
  const ready =
    game &&
    Number.isFinite(Number(price)) &&
    Math.abs(Number(price)) >= 100 &&
    (market === 'h2h' || numericLine !== null);
  // Asked for with a button, not on every keystroke: each answer prices the game's week with the model.
  const current_ =
    ready && !onBreak ? { gameId, market, side, line: numericLine, price: Number(price) } : null;
  const [asked, setAsked] = useState<typeof current_>(null);
  const stale = JSON.stringify(asked) !== JSON.stringify(current_);
  const suggestion = useStakeSuggestion(stale ? null : asked);
  const sideLabel = (s: BetSide) =>
    s === 'home'
      ? `${game?.home.code ?? 'Home'} (home)`
      : s === 'away'
        ? `${game?.away.code ?? 'Away'} (away)`
        : s === 'over'
          ? 'Over'
          : 'Under';

  // Checked here, as every form of the app is (noValidate): a missing field says so under it, in
  // words, and nothing is sent; the server's own refusal of a field lands under it the same way.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = missing({ gameId, line: market === 'h2h' ? null : line, price, stake, book, placedAt });
    if (Object.keys(empty).length > 0) return setErrors(empty);
    const body = {
      gameId,
      book: book.trim(),
      market,
      side,
      line: numericLine,
      price: Number(price),
      stake: Number(stake),
      placedAt: new Date(placedAt).toISOString(),
    };
    const checked = NewBetBody.safeParse(body);
    const found = checked.success ? {} : labelled(zodFieldErrors(checked.error));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send(body);
  };
  const send = (body: NewBetBody) =>
    log.mutate(body, {
      onSuccess: () => setStake(''),
      onError: (error) => setErrors(labelled(apiFieldErrors(error.message))),
    });
  /** The same bet again, as it was sent (the server never saw it: nothing was logged). */
  const submitAgain = () => log.variables && send(log.variables);

  return (
    <Card asChild>
      <section aria-labelledby="add-bet">
        <CardTitle id="add-bet">Log a bet</CardTitle>
        {/* Without the week or its games the Game list was empty with no word why (decision 109). */}
        {loadError && (
          <div className="mt-3">
            <ErrorState
              what="the week’s games"
              error={loadError}
              onRetry={() => void (current.isError ? current.refetch() : games.refetch())}
              retrying={current.isFetching || games.isFetching}
              savedAt={games.data ? games.dataUpdatedAt : undefined}
            />
          </div>
        )}
        <RequiredNote />
        <form
          onSubmit={submit}
          noValidate
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <Field label="Week" hint={season ? `Season ${season}` : undefined}>
            <input
              type="number"
              min={1}
              max={22}
              className={inputClass}
              value={shownWeek ?? ''}
              onChange={(e) => {
                setWeek(Number(e.target.value) || undefined);
                setGameId('');
              }}
            />
          </Field>
          <Field label="Game" {...problem('gameId')}>
            <select
              className={inputClass}
              {...described('gameId')}
              value={gameId}
              onChange={(e) => {
                setGameId(e.target.value);
                choose({ gameId: e.target.value });
              }}
              required
            >
              <option value="">Choose a game</option>
              {games.data?.games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.away.code} @ {g.home.code} · {formatInstant(g.kickoff)}
                </option>
              ))}
            </select>
            {games.data?.games.length === 0 && games.data.undecided ? (
              <p className="mt-1 text-sm text-moss-300">{games.data.undecided}</p>
            ) : null}
          </Field>
          <Field label="Market">
            <select
              className={inputClass}
              value={market}
              onChange={(e) => {
                const m = e.target.value;
                if (!isOneOf(MARKETS, m)) return;
                const first = MARKET_SIDES[m][0] ?? 'home';
                setMarket(m);
                setSide(first);
                choose({ market: m, side: first });
              }}
            >
              {MARKETS.map((m) => (
                <option key={m} value={m}>
                  {MARKET_LABEL[m]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Side">
            <select
              className={inputClass}
              value={side}
              onChange={(e) => {
                const next = MARKET_SIDES[market].find((s) => s === e.target.value);
                if (!next) return;
                setSide(next);
                choose({ side: next });
              }}
            >
              {MARKET_SIDES[market].map((s) => (
                <option key={s} value={s}>
                  {sideLabel(s)}
                </option>
              ))}
            </select>
          </Field>
          {market !== 'h2h' && (
            <Field
              label="Line"
              hint={market === 'spreads' ? 'Your side’s handicap, e.g. -3.5' : 'The total, e.g. 44.5'}
              {...problem('line')}
            >
              <input
                type="number"
                step="0.5"
                className={inputClass}
                {...described('line')}
                value={line}
                onChange={(e) => setLine(e.target.value)}
                required
              />
            </Field>
          )}
          <Field label="Price (American)" {...problem('price')}>
            <input
              type="number"
              step="1"
              className={inputClass}
              {...described('price')}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              required
            />
          </Field>
          <Field label="Stake ($)" {...problem('stake')}>
            <MoneyInput
              value={stake}
              onChange={(e) => setStake(e.target.value)}
              required
              {...described('stake')}
            />
          </Field>
          <Field label="Book" {...problem('book')}>
            <input
              className={inputClass}
              {...described('book')}
              value={book}
              onChange={(e) => setBook(e.target.value)}
              maxLength={40}
              required
            />
          </Field>
          <Field label="Placed at" {...problem('placedAt')}>
            <input
              type="datetime-local"
              className={inputClass}
              {...described('placedAt')}
              value={placedAt}
              onChange={(e) => setPlacedAt(e.target.value)}
              required
            />
          </Field>
          <div className="sm:col-span-2 lg:col-span-3" aria-live="polite">
            {onBreak ? (
              <p className="text-sm text-moss-300">Stake suggestions are paused during your break.</p>
            ) : stale || !suggestion.data ? (
              <Button
                variant="secondary"
                disabled={!current_}
                loading={suggestion.isFetching}
                onClick={() => setAsked(current_)}
              >
                Suggest a stake
              </Button>
            ) : (
              <p className="text-sm text-moss-200">
                {suggestion.data.probability !== null && (
                  <>
                    Model: {pct(suggestion.data.probability)} for this side · EV{' '}
                    {suggestion.data.expectedValue !== null &&
                      (suggestion.data.expectedValue >= 0 ? '+' : '')}
                    {suggestion.data.expectedValue !== null && pct(suggestion.data.expectedValue)} ·{' '}
                  </>
                )}
                {suggestion.data.stake !== null ? (
                  <strong>Suggested stake (¼ Kelly): ${suggestion.data.stake}. </strong>
                ) : null}
                {suggestion.data.reason}
                {suggestion.data.stake ? (
                  <Button
                    variant="link"
                    size="compact"
                    onClick={() => setStake(String(suggestion.data?.stake))}
                  >
                    Use it
                  </Button>
                ) : null}
              </p>
            )}
          </div>
          <div className="flex items-end">
            <Button type="submit" loading={log.isPending} disabled={!gameId}>
              Log bet
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-2 text-sm">
          {log.isSuccess && <p className="text-leaf-400">{log.data.message}</p>}
          {log.isError && Object.keys(errors).length === 0 && (
            <LogFailure error={log.error} retrying={log.isPending} onRetry={() => submitAgain()} />
          )}
        </div>
      </section>
    </Card>
  );
}

/**
 * A log that failed as a whole. A refusal (the weekly limit's 422) is the server's own words; no answer
 * or a server failure says the bet was not logged and offers to send the same bet again (issue 21: the
 * reason alone left a person unsure whether the bet was saved).
 */
function LogFailure({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  if (!retryHelps(error))
    return (
      <p role="alert" className="text-ember-400">
        {error.message}
      </p>
    );
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-ember-400">
      <p>
        <strong>Your bet was not logged.</strong> {error.message}
      </p>
      <Button variant="secondary" size="compact" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
