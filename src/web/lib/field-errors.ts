import type { z } from 'zod';

// Errors by the field (issue 11): the browser checks a form with the API's own zod schema before
// sending, and an API refusal ("Invalid body: substackUrl: must start with https://; name: …", as the
// server's error handler words it) is split back onto the fields it names.

export type FieldErrors = Record<string, string>;

/** The first problem of each field (its top-level key) in a zod result. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** The fields an API 400 message names, with their problems; empty when it names none. */
export function apiFieldErrors(message: string): FieldErrors {
  const match = /^(?:\d{3}: )?Invalid body: (.*)$/s.exec(message);
  if (!match?.[1]) return {};
  const out: FieldErrors = {};
  for (const part of match[1].split('; ')) {
    const colon = part.indexOf(': ');
    if (colon <= 0) continue;
    const key = part.slice(0, colon).split('.')[0] as string;
    out[key] ??= part.slice(colon + 2).replace(/ \(and \d+ more\)$/, '');
  }
  return out;
}

/** The message without the "400: " status prefix, for a form-level notice. */
export function readableError(error: Error): string {
  return error.message.replace(/^\d{3}: /, '');
}
