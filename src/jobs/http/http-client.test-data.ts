// What the outbound client's tests share: fast options against loopback stubs, and the error a call ends with.
import { expect } from 'vitest';
import type { HttpClientOptions } from './http-client.ts';
import { HttpError } from './http-error.ts';

export const TEST_CLIENT_OPTIONS: HttpClientOptions = {
  timeoutMs: 300,
  retries: 2,
  maxBytes: 1024 * 1024,
  backoffInitialMs: 5,
  backoffMaxMs: 2000,
  breakerThreshold: 50,
  breakerHalfOpenMs: 60_000,
  userAgent: 'go-gorilla-test',
};

/** The HttpError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}
