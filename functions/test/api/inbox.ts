/**
 * The API tests' mail inbox: every message the shop's `mail` documents produce, delivered by the
 * deliverer that ./global-setup.ts runs (as the Trigger Email extension would) to the maildev inbox it
 * started on the test's mail port (MAIL_PORTS.test, moved by SHOP_TEST_PORT_OFFSET).
 *
 * The inbox is shared by every test file (they run one after another): clear it first, or wait for
 * mail to an address of the test's own.
 */
import { inject } from "vitest";
import { mailInbox, type InboxEmail, type WaitForEmail } from "../mail-inbox";

export type { InboxEmail, WaitForEmail } from "../mail-inbox";

/** http://127.0.0.1:<port> of the inbox (its web page shows the same mail). */
export function inboxUrl(): string {
  return inject("mailInboxUrl");
}

const inbox = () => mailInbox(inboxUrl());

/** Empties the inbox. */
export function clearInbox(): Promise<void> {
  return inbox().clear();
}

/** The first message to `to` (whose subject holds `subjectIncludes`), waiting up to `timeoutMs` (10 s) for it. */
export function waitForEmail(wanted: WaitForEmail): Promise<InboxEmail> {
  return inbox().waitForEmail(wanted);
}

/** The messages delivered to `address` so far (To, Cc or Bcc), oldest first. */
export function emailsTo(address: string): Promise<InboxEmail[]> {
  return inbox().emailsTo(address);
}
