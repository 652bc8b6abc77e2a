import type { z } from 'zod';

export class PayloadError extends Error {
  constructor(source: string, detail: string) {
    super(`${source}: unexpected answer: ${detail}`);
    this.name = 'PayloadError';
  }
}

/** JSON text validated against `schema`; anything else is a PayloadError naming the first problem. */
export function parseJson<S extends z.ZodType>(source: string, text: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PayloadError(
      source,
      `not JSON (${text.length} bytes starting ${JSON.stringify(text.slice(0, 40))})`,
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PayloadError(source, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}
