// A JSON body walked node by node, for the tests that search every public answer for what it must not
// hold (in-play-replay.test.ts, pairings-hidden.test.ts).

/** Something found in an answer: the URL asked, where in the body (`$.games[0].kickoff`), the value. */
export interface Leak {
  url: string;
  path: string;
  value: unknown;
}

/**
 * Calls `visit` on every node of `body` (objects and arrays too) with its path and the key it sits
 * under; an array's items keep their array's key.
 */
export function walkJson(body: unknown, visit: (value: unknown, path: string, key: string) => void): void {
  const walk = (v: unknown, path: string, key: string) => {
    visit(v, path, key);
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        walk(x, `${path}[${i}]`, key);
      });
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, k);
  };
  walk(body, '$', '');
}
