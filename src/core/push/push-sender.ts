// Sends one push message: web-push encrypts the payload for the browser's keys (RFC 8291, aes128gcm)
// and signs the request with our VAPID key (RFC 8292); we make the request ourselves, so it goes only to
// an allowed push service, never follows a redirect, and has a timeout. Decision 115.
import webpush from 'web-push';
import type { PushPayload } from '../../domain/notifications/push-rules.ts';
import type { PushSubscriptionJson } from '../../shared/api/notifications.ts';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

export type PushTarget = PushSubscriptionJson;

/** sent: the push service took it; gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  keys: PushKeys;
  subject: string;
  serviceHosts: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/**
 * Whether the server may POST to this endpoint: https to an allowed push service (the host itself or a
 * subdomain). Plain http only to a loopback host that is itself listed (tests and local stubs).
 */
export function pushEndpointAllowed(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (url.protocol === 'https:') return listed;
  return url.protocol === 'http:' && LOOPBACK.has(host) && listed;
}

export function generatePushKeys(): PushKeys {
  return webpush.generateVAPIDKeys();
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    publicKey: options.keys.publicKey,
    async send(target, payload) {
      if (!pushEndpointAllowed(target.endpoint, options.serviceHosts)) return 'failed';
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: { subject: options.subject, ...options.keys },
        // A Juice Watch alert is worth little a day later.
        TTL: 6 * 3600,
        urgency: payload.requireInteraction ? 'high' : 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      });
      try {
        const response = await send(details.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
          body: details.body ?? undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
