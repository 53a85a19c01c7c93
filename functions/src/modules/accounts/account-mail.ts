/**
 * The account emails the shop sends itself (the `mail` collection, delivered like every other
 * email): the verification link after registration and on request, and the password reset link.
 * Each has a random id of its own (`account-<message>-<random>`, not an order's fixed id: a shopper
 * may ask again) and names the account it is about (`userId`, for finding it again).
 */
import { randomUUID } from "node:crypto";
import { db } from "../../platform/firebase";
import { getPublicSettings } from "../settings";
import { mailLanguage, mailOf, queueMail, shopMailData } from "../mail";

export type AccountMail = "account-verify-email" | "account-reset-password";

export interface AccountMailInput {
  message: AccountMail;
  uid: string;
  to: string;
  /** How the greeting names the reader. */
  name: string;
  /** The shop's /auth/action link (accountActionLink). */
  actionUrl: string;
  language: unknown;
}

/** The data of the account templates (mail/templates/catalogue.ts `accountAction`). */
export async function accountMailData(input: Pick<AccountMailInput, "to" | "name" | "actionUrl">) {
  const settings = await getPublicSettings();
  return { ...shopMailData(settings), customerName: input.name, email: input.to, actionUrl: input.actionUrl };
}

/** Queues one account email; answers its `mail` document id. */
export async function queueAccountMail(input: AccountMailInput): Promise<string> {
  const data = await accountMailData(input);
  const id = `${input.message}-${randomUUID()}`;
  const batch = db().batch();
  queueMail(batch, id, { ...mailOf(input.message, mailLanguage(input.language), input.to, data), userId: input.uid });
  await batch.commit();
  return id;
}
