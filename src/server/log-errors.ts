// How errors are written to the log (issue 20): a failed query is logged with its SQL but never with
// its parameters. Drizzle wraps a PostgreSQL error as "Failed query: <sql>\nparams: <values>", and the
// values are what a person sent (a name, an email, a password reset token) — the log is not the place
// for them. PostgreSQL's `detail` quotes values too ("Key (email)=(…) already exists"): withheld.
import pino from 'pino';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

const WITHHELD = '\nparams: (withheld)';

interface Failed {
  message?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** Each "\nparams: …" text the chain of causes carries, as Drizzle wrote it. */
function parameterTexts(error: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  for (let e = error as Failed | undefined; e && typeof e === 'object' && !seen.has(e); ) {
    seen.add(e);
    if (typeof e.query === 'string' && Array.isArray(e.params)) texts.push(`\nparams: ${e.params}`);
    e = e.cause as Failed | undefined;
  }
  return texts;
}

/** pino's error serializer, with SQL parameters and PostgreSQL's value-quoting `detail` taken out. */
export function serializeError(error: Error): SerializedError {
  const texts = parameterTexts(error);
  const out: SerializedError = pino.stdSerializers.err(error);
  const scrub = (text: string) => texts.reduce((t, p) => t.replaceAll(p, WITHHELD), text);
  out.message = scrub(out.message);
  out.stack = scrub(out.stack);
  delete out.params;
  delete out.detail;
  return out;
}
