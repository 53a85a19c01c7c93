/**
 * The answers of /api/account (the shopper's profile and privacy tab). Requests: schemas/account.ts.
 */
import { z } from "./zod";
import { sessionUserSchema } from "./auth";
import { addressSchema } from "./address";
import { codedSuccessMessage, messageOnlySchema } from "./responses/envelope";

/** PUT /api/account/profile: the session user as it is now (the new name included). */
export const profileResponseSchema = z.object({ success: z.literal(true), ...codedSuccessMessage, user: sessionUserSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/account/email: the link went to `pendingEmail`; the email changes only when it is opened. */
export const emailChangeResponseSchema = z.object({ success: z.literal(true), ...codedSuccessMessage, pendingEmail: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** Password changed, signed out everywhere, account deleted: a message. */
export const accountMessageResponseSchema = messageOnlySchema;
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

/** A stored document as JSON: its fields (times as ISO text) and its id. */
const storedRecordSchema = z.object({ _id: z.string() }).catchall(z.unknown());

/** The file name of the download (`cocoa-atelier-data-2026-05-01.json`), `date` as YYYY-MM-DD. */
export const accountExportFileName = (date: string) => `cocoa-atelier-data-${date}.json`;

/**
 * GET /api/account/export: everything the shop holds about the shopper, as the JSON file they
 * download (the answer is the file: no envelope besides `success`).
 */
export const accountExportSchema = z.object({
  success: z.literal(true),
  format: z.literal("cocoa-atelier-account-data"),
  /** ISO time. */
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    userName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    /** How the account signs in: "password", "google.com". */
    signInMethods: z.array(z.string()),
    /** ISO time, when known. */
    createdAt: z.string().optional(),
  }),
  addresses: z.array(addressSchema),
  /** Every order, with every field stored for it. */
  orders: z.array(storedRecordSchema),
  reviews: z.array(storedRecordSchema),
  /** The gift cards the shopper bought (never their codes: the shop does not keep them). */
  giftCards: z.array(storedRecordSchema),
  /** The cart's lines (`null` without a cart). */
  cart: storedRecordSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
