// An error and its causes (`error.cause`, then its cause…), each as an object whose fields may be
// read after a typeof check: the pg driver, Drizzle and Node attach `code`, `query`, `params` without a
// type that says so. Stops at a non-object and at a cause seen before (a cycle).
export function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const seen = new Set<object>();
  for (let e: unknown = error; isRecord(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    chain.push(e);
  }
  return chain;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
