// A response prepared once and then served many times: the serialised bytes in each encoding, their
// strong ETags and every header, all computed when the answer is built, so serving it does no
// serialising, compressing or hashing.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  /** Headers of the answer computed for this request, set through Fastify (which adds the security ones). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Complete header lists (name, value, name, value…) for answers written straight to the socket from
   * memory, security headers included: nothing is computed per request.
   */
  readonly raw: {
    // Mutable only in type: node's writeHead takes a string[], and nothing writes to these.
    readonly hit: string[];
    readonly revalidating: string[];
    readonly notModified: string[];
  };
}

export interface PreparedResponse {
  readonly variants: Readonly<Record<Encoding, Variant>>;
  /** Bytes held in memory, for the cache's size bound. */
  readonly bytes: number;
}

/** Below this, compression saves less than a TCP packet: every client gets the plain bytes. */
export const COMPRESS_THRESHOLD = 1024;
// Quality 5 compresses a 0.5 MB report in ~30 ms on this machine; 11 would take ~3.5 s.
const BROTLI_QUALITY = 5;

export async function prepareResponse(
  json: string,
  contentType: string,
  cacheControl: string | undefined,
  security: Readonly<Record<string, string>>,
): Promise<PreparedResponse> {
  const identity = Buffer.from(json);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const compress = identity.length >= COMPRESS_THRESHOLD;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity),
      ])
    : [identity, identity];
  const variant = (body: Buffer, encoding: Encoding): Variant => {
    // Each encoding is its own representation, so its own strong validator (RFC 9110 8.8.3).
    const etag = encoding === 'identity' || !compress ? `"${hash}"` : `"${hash}-${encoding}"`;
    const common: Record<string, string> = { etag, vary: 'accept-encoding' };
    if (cacheControl) common['cache-control'] = cacheControl;
    if (compress && encoding !== 'identity') common['content-encoding'] = encoding;
    const headers = { ...common, 'content-type': contentType };
    const full = { ...security, ...headers, 'content-length': String(body.length) };
    return {
      body,
      etag,
      headers: { ...headers, 'x-cache': 'miss' },
      raw: {
        hit: flat({ ...full, 'x-cache': 'hit' }),
        revalidating: flat({ ...full, 'x-cache': 'revalidating' }),
        notModified: flat({ ...security, ...common, 'x-cache': 'hit' }),
      },
    };
  };
  const variants = {
    identity: variant(identity, 'identity'),
    gzip: variant(gz, 'gzip'),
    br: variant(br, 'br'),
  };
  return { variants, bytes: identity.length + (compress ? br.length + gz.length : 0) };
}

const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

const encodingMemo = new Map<string, Encoding>();

/** The best encoding the client accepts (brotli, then gzip), from its Accept-Encoding header. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = encodingMemo.get(acceptEncoding);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  const any = accepted.has('*');
  const chosen: Encoding =
    accepted.has('br') || any ? 'br' : accepted.has('gzip') || accepted.has('x-gzip') ? 'gzip' : 'identity';
  // Browsers send a handful of distinct values; a client making up new ones is not remembered.
  if (encodingMemo.size < 256 && acceptEncoding.length <= 200) encodingMemo.set(acceptEncoding, chosen);
  return chosen;
}

/** If-None-Match (weak comparison, as RFC 9110 13.1.2 asks for GET) against our ETag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}
