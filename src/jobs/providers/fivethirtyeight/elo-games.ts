// FiveThirtyEight's archived NFL Elo game file (github.com/fivethirtyeight/nfl-elo-game, MIT): one
// row per game since 1920 with its pre-game Elo probability. Recognised by its columns, like the
// nflverse files, and validated completely before anything is written.
import { z } from 'zod';
import { parseCsv, parseNumber } from '../csv.ts';

export const ELO538_COLUMNS = [
  'date',
  'season',
  'neutral',
  'playoff',
  'team1',
  'team2',
  'elo1',
  'elo2',
  'elo_prob1',
];

export function isElo538Header(header: readonly string[]): boolean {
  return ELO538_COLUMNS.every((c) => header.includes(c));
}

const flag = z.enum(['0', '1']).transform((v) => v === '1');
const number = z.string().transform((v, ctx) => {
  const n = parseNumber(v);
  if (n === undefined) ctx.addIssue({ code: 'custom', message: `not a number: '${v}'` });
  return n as number;
});

const Row = z.object({
  date: z.iso.date(),
  season: number.pipe(z.number().int().min(1920).max(2100)),
  neutral: flag,
  playoff: flag,
  team1: z.string().trim().min(2).max(4),
  team2: z.string().trim().min(2).max(4),
  elo1: number,
  elo2: number,
  elo_prob1: number.pipe(z.number().min(0).max(1)),
});

export interface Elo538Game {
  date: string;
  season: number;
  neutral: boolean;
  playoff: boolean;
  team1: string;
  team2: string;
  elo1: number;
  elo2: number;
  eloProb1: number;
}

export function parseElo538(text: string, origin = 'FiveThirtyEight file'): Elo538Game[] {
  const { header, records } = parseCsv(text);
  if (text.trim() === '') throw new Error(`${origin}: the file is empty`);
  if (!isElo538Header(header))
    throw new Error(`${origin}: not a FiveThirtyEight NFL Elo game file (columns do not match)`);
  if (records.length === 0) throw new Error(`${origin}: the file has a header but no rows`);
  return records.map((record, i) => {
    const parsed = Row.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${origin}: line ${i + 2}, column ${issue?.path.join('.')}: ${issue?.message}`);
    }
    const r = parsed.data;
    return { ...r, eloProb1: r.elo_prob1 };
  });
}
