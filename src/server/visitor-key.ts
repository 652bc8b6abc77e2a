// A visitor's key for counting (referral clicks once a day, distinct visitors in the funnel) without
// storing an address: an HMAC of the client address and user agent under the server secret (decision 123).
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function visitorKey(secret: string, request: FastifyRequest): string {
  return createHmac('sha256', secret)
    .update(`go-gorilla visitor v1\n${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The browser asked not to be tracked (the DNT request header). */
export const doNotTrack = (request: FastifyRequest): boolean => request.headers.dnt === '1';
