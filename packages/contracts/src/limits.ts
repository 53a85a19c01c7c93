/**
 * The abuse limits: how many of each action one client (one network address) or one account may
 * take in a window. More answer 429 with `Retry-After` and the limit's message, whose `minutes` is
 * the number of minutes until the oldest counted action leaves the window. The README's security
 * section lists them.
 */
import type { MessageCode } from "./messages";

export interface AbuseLimit {
  /** Names the counter: `rateLimits/{name}_{hash of the key}`. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** The 429 message; its `minutes`: minutes until the next try can succeed. */
  readonly message: MessageCode;
}

const MINUTE_MS = 60 * 1000;

export const ABUSE_LIMITS = {
  /** Failed sign-ins to one account from one client: guessing a password from one place. */
  signInFailuresPerAccountAndClient: {
    name: "signin-account-client",
    max: 5,
    windowMs: 15 * MINUTE_MS,
    message: "limit.signIn",
  },
  /** Failed sign-ins to one account from every client together: guessing from many places. */
  signInFailuresPerAccount: { name: "signin-account", max: 20, windowMs: 15 * MINUTE_MS, message: "limit.signIn" },
  /** Failed sign-ins from one client to any accounts: trying one password on many accounts. */
  signInFailuresPerClient: { name: "signin-client", max: 20, windowMs: 15 * MINUTE_MS, message: "limit.signIn" },
  /**
   * Sessions minted from ID tokens (`POST /api/auth/session`) by one client. Password guesses in the
   * browser go to Firebase Auth, which limits them itself; this keeps a client from churning sessions.
   */
  sessionsPerClient: { name: "session-client", max: 30, windowMs: 15 * MINUTE_MS, message: "limit.session" },
  registrationsPerClient: { name: "register-client", max: 5, windowMs: 60 * MINUTE_MS, message: "limit.register" },
  /** Password reset emails asked for by one client (any addresses): probing or flooding inboxes from one place. */
  passwordResetsPerClient: { name: "reset-client", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.passwordReset" },
  /** Password reset emails to one address (whether or not it has an account, so the limit tells nothing). */
  passwordResetsPerEmail: { name: "reset-email", max: 3, windowMs: 60 * MINUTE_MS, message: "limit.passwordReset" },
  /** Verification emails sent again to one account. */
  verificationEmailsPerAccount: { name: "verify-account", max: 3, windowMs: 60 * MINUTE_MS, message: "limit.verificationEmail" },
  reviewsPerClient: { name: "review-client", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.review" },
  contactMessagesPerClient: { name: "contact", max: 5, windowMs: 10 * MINUTE_MS, message: "limit.contact" },
  /** Email-change links sent for one account (to any new addresses): a stolen session cannot flood inboxes. */
  emailChangesPerAccount: { name: "email-change-account", max: 5, windowMs: 60 * MINUTE_MS, message: "account.tooManyEmailChanges" },
  /**
   * Promotion codes that do not exist, tried by one client or one account (a quote or an order):
   * codes cannot be found by guessing. A code that exists, applies or not, is not counted.
   */
  promoCodeGuessesPerClient: { name: "promo-client", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.promoCode" },
  promoCodeGuessesPerAccount: { name: "promo-account", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.promoCode" },
  /**
   * Gift-card codes that do not exist (or cannot be spent), tried at checkout by one client or one
   * account: 100-bit codes cannot be guessed anyway; this keeps anyone from trying.
   */
  giftCardGuessesPerClient: { name: "giftcard-client", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.giftCard" },
  giftCardGuessesPerAccount: { name: "giftcard-account", max: 10, windowMs: 60 * MINUTE_MS, message: "limit.giftCard" },
  /** Balance checks from one client, found or not (the balance page). */
  giftCardBalanceChecksPerClient: { name: "giftcard-balance", max: 20, windowMs: 60 * MINUTE_MS, message: "limit.giftCardBalance" },
} as const satisfies Record<string, AbuseLimit>;

/** A wait of `retryAfterMs` as the limit's message says it: whole minutes, rounded up, at least 1. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / MINUTE_MS));
}
