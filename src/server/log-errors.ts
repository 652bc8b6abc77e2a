// How errors are written to the log (issue 20): a failed query is logged with its SQL but never with
// its parameters. Drizzle wraps a PostgreSQL error as "Failed query: <sql>\nparams: <values>", and the
// values are what a person sent (a name, an email, a password reset token) — the log is not the place
// for them. PostgreSQL's `detail` quotes values too ("Key (email)=(…) already exists"): withheld.

import pino from 'pino';
import { causeChain } from './error-chain.ts';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

const WITHHELD = '\nparams: (withheld)';

/** Each "\nparams: …" text the chain of causes carries, as Drizzle wrote it. */
function parameterTexts(error: unknown): string[] {
  return causeChain(error)
    .filter((e) => typeof e.query === 'string' && Array.isArray(e.params))
    .map((e) => `\nparams: ${e.params}`);
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
