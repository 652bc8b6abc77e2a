// Who a team is expected to play, from the past only: a player whose latest known line was for the
// team, in one of its last three known games, this season or last.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { ModelGame } from '../model/game.ts';
import { sampleGame } from '../model/sample-game.test-data.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import { expectedPlayers, RECENT_TEAM_GAMES } from './expected-players.ts';
import type { PlayerGame } from './player-game.ts';
import { kickoffOf, lineOf } from './player-lines.test-data.ts';

/** KC at home to BUF (or `away` at `home`) in week `week` of 2025. */
const game = (week: number, over: Partial<ModelGame> = {}): ModelGame =>
  sampleGame({ id: `2025_${week}_KC`, season: 2025, week, kickoffMs: kickoffOf(week), ...over });

const ids = (targets: readonly { playerId: string }[]) => targets.map((t) => t.playerId).sort();
const forTeam = (targets: ReturnType<typeof expectedPlayers>, team: string) =>
  ids(targets.filter((t) => t.team === team));

describe('the players a team is expected to play', () => {
  it("lists each side's players for the game, home side first, with the game's facts", () => {
    const history = [
      lineOf('kc-wr', 'WR', 1, { targets: 8 }, { name: 'Rashee Rice', gameId: 'g1' }),
      lineOf(
        'buf-qb',
        'QB',
        1,
        { passAttempts: 30 },
        { team: 'BUF', opponent: 'KC', name: 'Josh Allen', gameId: 'g1' },
      ),
    ];
    const g = game(2);
    expect(expectedPlayers(history, [g])).toEqual([
      {
        playerId: 'kc-wr',
        name: 'Rashee Rice',
        position: 'WR',
        team: 'KC',
        opponent: 'BUF',
        season: 2025,
        week: 2,
        gameId: '2025_2_KC',
        kickoffMs: kickoffOf(2),
      },
      {
        playerId: 'buf-qb',
        name: 'Josh Allen',
        position: 'QB',
        team: 'BUF',
        opponent: 'KC',
        season: 2025,
        week: 2,
        gameId: '2025_2_KC',
        kickoffMs: kickoffOf(2),
      },
    ]);
    // The same teams the other way round: the away side comes second.
    const flipped = expectedPlayers(history, [game(2, { homeTeam: 'BUF', awayTeam: 'KC' })]);
    expect(flipped.map((t) => [t.team, t.opponent])).toEqual([
      ['BUF', 'KC'],
      ['KC', 'BUF'],
    ]);
  });

  it('reads a line only once its result is known, RESULT_KNOWN_AFTER_MS after its kickoff', () => {
    const history = [lineOf('kc-wr', 'WR', 1, { targets: 8 })];
    const at = (kickoffMs: number) => ids(expectedPlayers(history, [game(2, { kickoffMs })]));
    expect(at(kickoffOf(1) + RESULT_KNOWN_AFTER_MS)).toEqual(['kc-wr']);
    expect(at(kickoffOf(1) + RESULT_KNOWN_AFTER_MS - 1)).toEqual([]);
  });

  it("takes players from the team's last three games, counting each game once however many lines it has", () => {
    expect(RECENT_TEAM_GAMES).toBe(3);
    const history = [
      ...[1, 2, 3, 4].flatMap((w) =>
        ['qb', 'rb', 'te'].map((p) => lineOf(`${p}${w}`, 'RB', w, { carries: 1 })),
      ),
    ];
    // Week 5: weeks 2, 3 and 4 are the last three; week 1's players are not expected.
    expect(ids(expectedPlayers(history, [game(5)]))).toEqual([
      'qb2',
      'qb3',
      'qb4',
      'rb2',
      'rb3',
      'rb4',
      'te2',
      'te3',
      'te4',
    ]);
  });

  it('follows a player to his new team', () => {
    const history = [
      lineOf('mover', 'WR', 1, { targets: 5 }),
      lineOf('mover', 'WR', 2, { targets: 5 }, { team: 'NYJ', opponent: 'MIA' }),
      lineOf('stay', 'WR', 2, { targets: 5 }),
    ];
    const targets = expectedPlayers(history, [
      game(3),
      game(3, { id: '2025_3_NYJ', homeTeam: 'NYJ', awayTeam: 'MIA' }),
    ]);
    expect(forTeam(targets, 'KC')).toEqual(['stay']);
    expect(forTeam(targets, 'NYJ')).toEqual(['mover']);
  });

  it("expects last season's players but not those of the season before", () => {
    const history = [
      lineOf('p2024', 'RB', 17, { carries: 9 }, { season: 2024 }),
      lineOf('p2023', 'RB', 17, { carries: 9 }, { season: 2023, team: 'BUF', opponent: 'KC' }),
    ];
    const targets = expectedPlayers(history, [game(1)]);
    expect(forTeam(targets, 'KC')).toEqual(['p2024']);
    expect(forTeam(targets, 'BUF')).toEqual([]);
  });

  it('gives the same players whatever order the history and the games come in', () => {
    const history: PlayerGame[] = [1, 2, 3, 4, 5].flatMap((w) => [
      lineOf(`kc${w % 3}`, 'WR', w, { targets: w }),
      lineOf(`buf${w}`, 'RB', w, { carries: w }, { team: 'BUF', opponent: 'KC' }),
      lineOf(`debut${w}`, 'TE', w, { targets: 1 }),
    ]);
    const games = [2, 3, 4, 5, 6].map((w) => game(w));
    const key = (h: readonly PlayerGame[], g: readonly ModelGame[]) =>
      expectedPlayers(h, g)
        .map((t) => `${t.week}|${t.team}|${t.playerId}`)
        .sort();
    // Week 3: week 2's debutant is known, week 3's is not.
    expect(key(history, games)).toContain('3|KC|debut2');
    expect(key(history, games)).not.toContain('3|KC|debut3');
    assertProperty(
      fc.property(
        fc.shuffledSubarray(history, { minLength: history.length }),
        fc.shuffledSubarray(games, { minLength: games.length }),
        (h, g) => {
          expect(key(h, g)).toEqual(key(history, games));
        },
      ),
    );
  });
});
