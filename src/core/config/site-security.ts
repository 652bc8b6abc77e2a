// Fail closed: a site reached from outside this machine must use HTTPS (so cookies can be Secure and
// carry the __Host- prefix) and must be given its auth secret; only a loopback site (the embedded
// default, development) may run on plain HTTP with a secret generated into DATA_DIR. A server that
// listens beyond loopback or sits behind a proxy must say where people reach it (SITE_URL): guessing
// localhost there would send the wrong links and drop the Secure cookies without a word.
// See docs/decisions/045-sessions-and-csrf.md.
import type { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for http(s)://localhost, 127.x.x.x and [::1]: a site only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

interface SiteVariables {
  SITE_URL?: string | undefined;
  AUTH_SECRET?: string | undefined;
  HOST?: string | undefined;
  TRUST_PROXY?: boolean | undefined;
}

/** True for a listening address only this machine can reach (127.0.0.1, ::1, localhost). */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  try {
    return isLoopbackUrl(`http://${bare.includes(':') ? `[${bare}]` : bare}`);
  } catch {
    return false;
  }
}

export function checkSiteSecurity(env: SiteVariables, ctx: z.RefinementCtx): void {
  if (!env.SITE_URL) {
    const exposed = env.HOST !== undefined && !isLoopbackHost(env.HOST);
    if (exposed || env.TRUST_PROXY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: `is required when ${exposed ? `HOST is ${env.HOST}` : 'TRUST_PROXY is set'}: the https:// address people use (or http://localhost:PORT for a container only this machine reaches)`,
      });
    }
    return;
  }
  if (isLoopbackUrl(env.SITE_URL)) return;
  if (!env.SITE_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['SITE_URL'],
      message: 'must be an https:// URL outside localhost: session cookies are Secure there',
    });
  }
  if (!env.AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'is required when SITE_URL is not a localhost address (at least 32 random characters)',
    });
  }
}

/**
 * The address the server announces when it is ready. On this machine it is SITE_URL's own (by default
 * http://localhost:PORT), so the link a person opens and the links in the mail the server sends share
 * one host: a session cookie set on localhost is not sent to 127.0.0.1, and the allowed Origin is
 * SITE_URL's (issue 21). A public site is announced beside the address the server listens on.
 */
export function announcedUrl(config: { host: string; port: number; siteUrl: string }): string {
  const site = new URL(config.siteUrl);
  const sitePort = Number(site.port || (site.protocol === 'https:' ? 443 : 80));
  if (isLoopbackUrl(config.siteUrl) && sitePort === config.port) return `${config.siteUrl}/`;
  const listening = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
  return isLoopbackUrl(config.siteUrl) ? listening : `${listening} (site: ${config.siteUrl}/)`;
}
