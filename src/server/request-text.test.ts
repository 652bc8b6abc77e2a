// Issue 20, "What was seen" 6: a NUL byte in a text field reached PostgreSQL, which refuses it in
// text, and came back as a 500 with the failed SQL and its parameters in the error log. Now every
// text field of every request schema refuses control bytes at validation (src/shared/api/text.ts), and
// a failed query is logged without its parameters (log-errors.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, type TestBrowser } from '../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { CONTROL_MESSAGE, hasNoControl, hasNoControlButLineBreaks } from '../shared/api/text.ts';

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown } } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  items?: Schema[];
}
interface Schema {
  _zod: { def: Def };
}

const REFINEMENTS: unknown[] = [hasNoControl, hasNoControlButLineBreaks];

/** Paths of the string fields in a zod schema that take free text without the control-byte rule. */
function unguardedStrings(schema: Schema | undefined, path: string): string[] {
  if (!schema?._zod) return [];
  const def = schema._zod.def;
  const inner = (s: Schema | undefined, p = path) => unguardedStrings(s, p);
  switch (def.type) {
    case 'string': {
      // A format (uuid, email, ISO date) is a strict pattern with no control byte in it.
      if (def.format) return [];
      const guarded = (def.checks ?? []).some((c) => REFINEMENTS.includes(c._zod.def.fn));
      return guarded ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => inner(value, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((o) => inner(o));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) => inner(item, `${path}[${i}]`));
    default:
      return [];
  }
}

let t: TestApp;
let user: TestBrowser;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    now: '2025-12-12T18:00:00Z',
    config: { logLevel: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
    beforeReady(app) {
      // A query PostgreSQL refuses, with a value a person might have sent: what reaches the log?
      app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
        await t.database.db.orm.execute(sql`select ${'secret-parameter\u0000value'}::text`);
        return { ok: true };
      });
    },
  });
  user = await signedInBrowser(t, 'nul@example.com');
});
afterAll(() => t.close());

describe('the control-byte rule', () => {
  it('guards every free-text field of every request schema the app registers', () => {
    const unguarded = t.app.routeAccess.flatMap((route) =>
      Object.entries(route.request).flatMap(([part, schema]) =>
        unguardedStrings(schema as Schema, `${route.method} ${route.url} ${part}`),
      ),
    );
    expect(unguarded).toEqual([]);
  });

  it('the walk finds an unguarded field (the test above can fail)', async () => {
    const { z } = await import('zod');
    const schema = z.strictObject({ a: z.string(), b: z.array(z.string().optional()) });
    expect(unguardedStrings(schema as unknown as Schema, 'x')).toEqual(['x.a', 'x.b[]']);
  });
});

describe('a NUL byte in a text field', () => {
  const cases = [
    { field: 'profile name', method: 'PUT', url: '/api/user/profile', body: { name: 'Ann\u0000ie' } },
    {
      field: 'challenge title',
      method: 'POST',
      url: '/api/challenges',
      body: { title: 'Week\u0000 race', kind: 'pickem', period: 'weekly', startDate: '2025-12-14' },
    },
    {
      field: 'bet game id',
      method: 'POST',
      url: '/api/user/bets',
      body: {
        gameId: '2025_15_ATL_TB\u0000',
        book: 'DraftKings',
        market: 'h2h',
        side: 'home',
        line: null,
        price: -110,
        stake: 10,
        placedAt: '2025-12-12T17:00:00Z',
      },
    },
    { field: 'saved-picks path', method: 'DELETE', url: '/api/user/saved-picks/2025_15_ATL_TB%00' },
  ] as const;

  for (const c of cases) {
    it(`in the ${c.field} answers 400 naming the rule, not 500`, async () => {
      lines.length = 0;
      const res = await user.request(c.method, c.url, 'body' in c ? c.body : undefined);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(CONTROL_MESSAGE);
      expect(lines.join('\n')).not.toContain('request failed');
    });
  }

  it('is refused in a one-line field but a description keeps its line breaks', async () => {
    const base = { kind: 'pickem', period: 'weekly', startDate: '2025-12-14' };
    const tab = await user.post('/api/challenges', { ...base, title: 'Week\trace' });
    expect(tab.statusCode).toBe(400);
    const lines2 = await user.post('/api/challenges', {
      ...base,
      title: 'Week race',
      description: 'Line one\nLine two',
    });
    expect(lines2.statusCode, lines2.body).toBe(201);
  });
});

describe('a failed query in the log', () => {
  it('carries the SQL but not the parameters', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('Failed query: select $1::text');
    expect(log).toContain('params: (withheld)');
    expect(log).not.toContain('secret-parameter');
  });
});
