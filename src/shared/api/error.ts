import { z } from 'zod';

/** Every error the API returns has this shape; `message` is safe to show and never holds a stack. */
export const ApiError = z
  .object({
    error: z.string().describe('HTTP reason phrase, e.g. "Not Found"'),
    message: z.string().describe('What went wrong, in words a person can act on'),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;
