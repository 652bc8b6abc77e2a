// Passwords are hashed with argon2id (memory-hard) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
// One hash takes about 0.2 s of one core here and runs on libuv's pool, off the event loop.
// See docs/decisions/044-accounts-library.md.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package declares a const enum, which isolated modules cannot inline. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  // Stryker disable next-line ObjectLiteral: equivalent: @node-rs/argon2's defaults are these very figures (argon2id, 19,456 KiB, 2 passes, 1 lane); kept explicit so a library upgrade cannot lower them
  return hash(password, { algorithm: ARGON2ID, ...ARGON2_PARAMS });
}

/** False for a wrong password and for a stored value that is not a hash we can read. */
export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(input.hash, input.password);
  } catch {
    return false;
  }
}
