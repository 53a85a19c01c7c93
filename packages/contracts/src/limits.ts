/**
 * The abuse limits: how many of each action one client (one network address) or one account may
 * take in a window. More answer 429 with `Retry-After` and the limit's message, where `{n}` is the
 * number of minutes until the oldest counted action leaves the window. The README's security
 * section lists them.
 */
export interface AbuseLimit {
  /** Names the counter: `rateLimits/{name}_{hash of the key}`. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** The 429 message; `{n}`: minutes until the next try can succeed. */
  readonly message: string;
}

const MINUTE_MS = 60 * 1000;

export const LIMIT_MESSAGES = {
  signIn: "Too many sign-in attempts. Please try again in {n} min.",
  register: "Too many new accounts from this network. Please try again in {n} min.",
  review: "Too many reviews from this network. Please try again in {n} min.",
  contact: "Too many messages. Please try again in {n} min.",
} as const;

export const ABUSE_LIMITS = {
  /** Failed sign-ins to one account from one client: guessing a password from one place. */
  signInFailuresPerAccountAndClient: {
    name: "signin-account-client",
    max: 5,
    windowMs: 15 * MINUTE_MS,
    message: LIMIT_MESSAGES.signIn,
  },
  /** Failed sign-ins to one account from every client together: guessing from many places. */
  signInFailuresPerAccount: { name: "signin-account", max: 20, windowMs: 15 * MINUTE_MS, message: LIMIT_MESSAGES.signIn },
  /** Failed sign-ins from one client to any accounts: trying one password on many accounts. */
  signInFailuresPerClient: { name: "signin-client", max: 20, windowMs: 15 * MINUTE_MS, message: LIMIT_MESSAGES.signIn },
  registrationsPerClient: { name: "register-client", max: 5, windowMs: 60 * MINUTE_MS, message: LIMIT_MESSAGES.register },
  reviewsPerClient: { name: "review-client", max: 10, windowMs: 60 * MINUTE_MS, message: LIMIT_MESSAGES.review },
  contactMessagesPerClient: { name: "contact", max: 5, windowMs: 10 * MINUTE_MS, message: LIMIT_MESSAGES.contact },
} as const satisfies Record<string, AbuseLimit>;

/** A limit's message for a wait of `retryAfterMs` (rounded up to whole minutes, at least 1). */
export function limitMessage(limit: AbuseLimit, retryAfterMs: number): string {
  return limit.message.replace("{n}", String(Math.max(1, Math.ceil(retryAfterMs / MINUTE_MS))));
}
