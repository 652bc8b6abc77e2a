// Every request-rate limit of the API, in one place: the tests read this file (RELIABILITY T53), so the
// documented figures and the enforced ones cannot drift apart. Limits are per client IP (the proxy's
// X-Forwarded-For only when TRUST_PROXY is set) and per fixed one-minute window.
// See docs/decisions/020-request-hygiene.md.

export const RATE_WINDOW_MS = 60_000;

/** A table of limits by route key, read with any key (absent: the default applies). */
const perRoute = (limits: Readonly<Record<string, number>>) => limits;

export const RATE_LIMITS = {
  /**
   * Requests a minute per client over the whole API, answers from the response cache included. The
   * default of RATE_LIMIT_PER_MINUTE (env), which overrides it.
   */
  globalPerMinute: 300,
  /**
   * Requests a minute per client and route that reach the handler, i.e. are not answered from the cache:
   * each can cost database queries and, for picks, a walk-forward run of the model. A person paging
   * through weeks stays far below; a client sweeping every season and week does not.
   */
  uncachedPerMinute: perRoute({
    '/api/predictions': 30,
    '/api/games': 60,
  }),
  /**
   * Requests a minute per client IP and route (method and path pattern) on public routes that mail an
   * address the request names. 5 lets a person retype a mistyped address a few times; beyond it a
   * script mailing third parties gets 429 (issue 20: ~300 a minute per IP before). Each address is
   * also mailed at most once a day whoever asks (RESEND_AFTER_MS in routes/newsletter-mail.ts).
   */
  ipWritesPerMinute: perRoute({
    'POST /api/newsletter': 5,
    /** Referral clicks (decision 123): counted once a visitor a day anyway; 10 bounds a script's retries. */
    'POST /api/referrals/click': 10,
  }),
  /**
   * Analytics events a minute per client address (decision 123): one page view per navigation, so 60 is
   * a brisk reader. Beyond it events are dropped (answered `stored: false`), not refused: counting must
   * never put an error in front of a reader.
   */
  analyticsEventsPerMinute: 60,
  /**
   * Writes a minute per signed-in person and route (method and path pattern), keyed by user id, on
   * every state-changing route a session reaches: a person hammering join/leave is refused with 429
   * while everyone else carries on. Quotas (3 challenges a day…) are counted in PostgreSQL apart from
   * these; these only bound the request rate. See
   * docs/decisions/092-public-reads-never-wait-for-private-writes.md.
   */
  userWritesPerMinute: {
    /** Any state-changing route not listed below. */
    default: 30,
    routes: perRoute({
      'POST /api/challenges': 10,
      'POST /api/challenges/:id/join': 20,
      'DELETE /api/challenges/:id/membership': 20,
      'PUT /api/users/:id/follow': 20,
      'DELETE /api/users/:id/follow': 20,
      'POST /api/picks': 20,
      /** One pending at a time and 3 a day are counted in PostgreSQL; this bounds the retries. */
      'POST /api/testimonials': 5,
      /** Each starts a Stripe Checkout session (decision 121): a person retries a few times at most. */
      'POST /api/create-checkout-session': 5,
      'POST /api/billing/portal': 10,
    }),
  },
} as const;
