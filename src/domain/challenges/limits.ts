// How many challenges a person who is not an admin may create (docs/decisions/070-challenge-membership.md):
// a few a day and a few open at once, so the list stays readable and nobody floods it.

export const CREATION_LIMITS = { perDay: 3, open: 5 } as const;

/** The window `perDay` counts over: the 24 hours (real time) before a create. */
export const CREATION_WINDOW_MS = 86_400_000;

export type CreationRefusal = { code: 'daily_limit' | 'open_limit'; message: string };

export function creationRefusal(q: {
  role: 'user' | 'admin';
  /** Challenges the person created in the last 24 hours (real time). */
  createdLastDay: number;
  /** Challenges the person created that have not ended. */
  openCreated: number;
}): CreationRefusal | null {
  if (q.role === 'admin') return null;
  if (q.createdLastDay >= CREATION_LIMITS.perDay)
    return {
      code: 'daily_limit',
      message: `You can create at most ${CREATION_LIMITS.perDay} challenges in 24 hours; try again later.`,
    };
  if (q.openCreated >= CREATION_LIMITS.open)
    return {
      code: 'open_limit',
      message: `You already run ${CREATION_LIMITS.open} challenges that have not ended; wait for one to finish.`,
    };
  return null;
}
