// Session lifetimes and cookie names, in one place (ASVS 7.1.1 asks for them written down; the
// decision is docs/decisions/045-sessions-and-csrf.md, and the tests read these constants).

export const SESSION_POLICY = {
  /** Unused this long, a session ends (OWASP ASVS 4.0.3 L2: 30 min). */
  idleTimeoutSeconds: 30 * 60,
  /** Used or not, a session ends this long after sign-in (ASVS L2: 12 h). */
  absoluteLifetimeSeconds: 12 * 60 * 60,
  /** The idle deadline is pushed ahead at most this often, so a busy session writes once a minute. */
  refreshEverySeconds: 60,
} as const;

export interface CookieNames {
  session: string;
  csrf: string;
  /** Set at a successful sign-in: a browser known to the account (device-cookie.ts). */
  device: string;
  /** better-auth's optional cookies (cookie cache, "don't remember me"): unused, but named alike. */
  sessionData: string;
  dontRemember: string;
  /** Secure attribute: on whenever the site is served over HTTPS. */
  secure: boolean;
}

/**
 * `__Host-` names on an HTTPS site (the browser then insists on Secure, Path=/ and no Domain, so no
 * other host can plant or read them); plain names on a loopback HTTP site, where `__Host-` cookies
 * would be refused. Config refuses plain HTTP anywhere else (src/core/config/site-security.ts).
 */
export function cookieNames(siteUrl: string): CookieNames {
  const secure = siteUrl.startsWith('https://');
  const prefix = secure ? '__Host-gg.' : 'gg.';
  return {
    session: `${prefix}session_token`,
    csrf: `${prefix}csrf`,
    device: `${prefix}device`,
    sessionData: `${prefix}session_data`,
    dontRemember: `${prefix}dont_remember`,
    secure,
  };
}
