// A loopback push service for tests: it stands in for FCM/Mozilla's server, checks the VAPID signature
// (RFC 8292) and decrypts each message with the browser's private key (RFC 8291, aes128gcm), so a test
// sees exactly what the person's service worker would receive.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBrowser {
  /** What `PushSubscription.toJSON()` would give: post it to /api/notifications/subscribe. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, after its signature was checked against the key it names. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const uaPublic = keys.ecdh.getPublicKey();
  const prkKey = hmac(keys.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push payload without its last-record delimiter');
  return padded.subarray(0, end);
}

function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split('.');
  if (!head || !claims || !signature) throw new Error('malformed VAPID JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { ...parsed, publicKey: match[2] };
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** A new browser whose endpoint is on this receiver. */
  browser(): FakeBrowser;
  /** Answer this status for one endpoint path from now on (410: the browser unsubscribed). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, BrowserKeys>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = statuses.get(path);
      if (status !== undefined) {
        response.writeHead(status).end();
        return;
      }
      try {
        const keys = browsers.get(path);
        if (!keys) throw new Error(`unknown endpoint ${path}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(request.headers.authorization);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), keys).toString('utf8')) as unknown;
        received.push({ path, payload, headers: request.headers, vapid });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    browser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(path, { ecdh, auth });
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(path, status) {
      statuses.set(path, status);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
