/**
 * The admin's accounts list (./customers.routes.ts): every account with its name, email, whether it
 * is verified and enabled, and what it has bought; one account with its orders; disabling an account.
 *
 * Reads per list page: the page's profiles (pageSize + 1 at most, PAGE_SIZES.adminCustomers), ONE
 * Auth `getUsers` of their uids (it takes up to 100; a page holds at most 50), and the paid orders of
 * those uids (one query per 30 uids, only the four fields the sums need).
 *
 * Orders count and total spent are computed per page rather than kept as counters on the profile:
 * a page holds at most 50 shoppers and a shopper few orders, so the read is small, and a sum made
 * from the orders themselves can never drift from them (no counter for capture, rejection, partial
 * refund and a provider's late answer to keep in step, in transactions that belong to checkout).
 * Paid means paymentStatus `paid` (a rejected paid order too: its refund takes it back off the total).
 *
 * Search: see accounts/user-search.ts (prefix keys in `users/{uid}.searchKeys`, array-contains).
 */
import type { DocumentSnapshot, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { UserRecord } from "firebase-admin/auth";
import { CUSTOMER_ORDERS_SHOWN, refundedTotal, type AdminCustomer, type AdminCustomerDetails, type MoneyAmount, type Order } from "@cocoa/contracts";
import { HttpError, firebaseErrorCode } from "../../platform/errors";
import { adminAuth, db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { readPage, type ListOrder, type Page } from "../../platform/cursor";
import { logger } from "../../platform/logger";
import { hasSearchKeys, matchesSearch, revokeSessionsUntilNow, searchIndexKey, userSearchFields } from "../accounts";
import { orderFromDocument } from "../checkout";

const users = () => db().collection(collections.users);
const orders = () => db().collection(collections.orders);

/** Accounts, newest first; accounts made in the same instant by id. Searched or not, the same order. */
const CUSTOMER_LIST: ListOrder = { list: "adminCustomers", fields: [{ field: "createdAt", direction: "desc" }] };

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function isoTime(value: unknown): string {
  if (value && typeof value === "object" && "toDate" in value && typeof value.toDate === "function") {
    const date = (value as { toDate: () => Date }).toDate();
    return Number.isNaN(date.getTime()) ? "" : date.toISOString();
  }
  return "";
}

interface Spending {
  ordersCount: number;
  totalSpent: MoneyAmount[];
}

/** Paid orders' totals less their refunds, per shopper and currency. */
async function spendingOf(uids: readonly string[]): Promise<Map<string, Spending>> {
  const sums = new Map<string, { count: number; byCurrency: Map<string, number> }>();
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += IN_LIMIT) chunks.push(uids.slice(i, i + IN_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      orders().where("userId", "in", chunk).where("paymentStatus", "==", "paid").select("userId", "totalAmount", "currency", "refunds").get(),
    ),
  );
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const uid = text(doc.get("userId"));
    const total = doc.get("totalAmount");
    const refunds: unknown = doc.get("refunds");
    const amount = (typeof total === "number" ? total : 0) - refundedTotal({ refunds: Array.isArray(refunds) ? (refunds as { amount: number }[]) : [] });
    const currency = text(doc.get("currency")) || "USD";
    const sum = sums.get(uid) ?? { count: 0, byCurrency: new Map<string, number>() };
    sum.count += 1;
    sum.byCurrency.set(currency, (sum.byCurrency.get(currency) ?? 0) + amount);
    sums.set(uid, sum);
  }
  const spending = new Map<string, Spending>();
  for (const [uid, sum] of sums) {
    const totalSpent = [...sum.byCurrency].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency));
    spending.set(uid, { ordersCount: sum.count, totalSpent });
  }
  return spending;
}

/** The Auth users of `uids`, in one call (Auth takes up to 100 identifiers). */
async function authUsersOf(uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const found = new Map<string, UserRecord>();
  if (uids.length === 0) return found;
  const { users: records } = await adminAuth().getUsers(uids.map((uid) => ({ uid })));
  for (const record of records) found.set(record.uid, record);
  return found;
}

function customerOf(profile: DocumentSnapshot, auth: UserRecord | undefined, spending: Spending | undefined): AdminCustomer {
  return {
    _id: profile.id,
    userName: text(profile.get("userName")),
    email: text(profile.get("email")),
    role: profile.get("role") === "admin" ? "admin" : "user",
    // Auth decides; a profile whose Auth user is gone keeps the last copy the shop wrote.
    emailVerified: auth ? auth.emailVerified || profile.get("emailVerified") === true : profile.get("emailVerified") === true,
    disabled: auth ? auth.disabled : profile.get("disabled") === true,
    createdAt: isoTime(profile.get("createdAt")),
    ordersCount: spending?.ordersCount ?? 0,
    totalSpent: spending?.totalSpent ?? [],
  };
}

/** The accounts of some profiles: one Auth lookup and one read of their paid orders for all of them. */
async function customersOf(profiles: readonly DocumentSnapshot[]): Promise<AdminCustomer[]> {
  const uids = profiles.map((profile) => profile.id);
  const [auth, spending] = await Promise.all([authUsersOf(uids), uids.length > 0 ? spendingOf(uids) : new Map<string, Spending>()]);
  return profiles.map((profile) => customerOf(profile, auth.get(profile.id), spending.get(profile.id)));
}

/**
 * Writes the search keys of profiles whose keys are missing or no longer those of their name and
 * email (profiles made before the search existed, or changed by code that did not write them). In one
 * transaction that reads each profile again, so a name changed meanwhile is never overwritten with
 * keys of the old one. A failure here is logged, never the list's failure.
 */
async function healSearchKeys(profiles: readonly QueryDocumentSnapshot[]): Promise<void> {
  const stale = profiles.filter((doc) => !hasSearchKeys(doc.get("searchKeys"), text(doc.get("userName")), text(doc.get("email"))));
  if (stale.length === 0) return;
  try {
    await db().runTransaction(async (tx) => {
      const fresh = await tx.getAll(...stale.map((doc) => doc.ref));
      for (const doc of fresh) {
        if (!doc.exists) continue;
        const userName = text(doc.get("userName"));
        const email = text(doc.get("email"));
        if (!hasSearchKeys(doc.get("searchKeys"), userName, email)) tx.update(doc.ref, userSearchFields(userName, email));
      }
    });
  } catch (error) {
    logger.warn("Customers: could not write the search keys of a page's profiles", { count: stale.length, error });
  }
}

/**
 * A page of the accounts, newest first, or of those whose name (any word of it) or email starts with
 * `search`, any case. A search longer than the indexed prefixes is asked by its start and checked whole
 * against each profile, so a page may hold fewer than pageSize while more follow (nextCursor says so).
 */
export async function listCustomers(request: { pageSize: number; cursor?: string; search?: string }): Promise<Page<AdminCustomer>> {
  const key = request.search ? searchIndexKey(request.search) : "";
  const query: Query = key ? users().where("searchKeys", "array-contains", key) : users();
  // The search is the cursor's scope: a cursor of one search cannot page another.
  const page = await readPage(CUSTOMER_LIST, query, { pageSize: request.pageSize, cursor: request.cursor, scope: key });
  let profiles = page.docs;
  if (request.search) {
    const search = request.search;
    profiles = profiles.filter((doc) => matchesSearch(text(doc.get("userName")), text(doc.get("email")), search));
  } else {
    await healSearchKeys(profiles);
  }
  return { items: await customersOf(profiles), nextCursor: page.nextCursor };
}

/** One account (404 when there is no such profile) and its newest orders, newest first. */
export async function getCustomer(uid: string): Promise<AdminCustomerDetails> {
  const [profile, recent] = await Promise.all([
    users().doc(uid).get(),
    orders().where("userId", "==", uid).orderBy("orderDate", "desc").limit(CUSTOMER_ORDERS_SHOWN).get(),
  ]);
  if (!profile.exists) throw new HttpError(404, "adminCustomer.notFound");
  const [customer] = await customersOf([profile]);
  if (!customer) throw new HttpError(404, "adminCustomer.notFound");
  const list: Order[] = recent.docs.map((doc) => orderFromDocument(doc.id, doc.data()));
  return { customer, orders: list };
}


/**
 * Disables or enables an account. Disabling: Auth's `disabled` first (no new sign-in on any path:
 * password, ID token, Google), then, from the next whole second, every refresh token and session
 * revoked (revocation has one-second precision: a session minted earlier in the revoking second
 * would survive it, and come back to life on re-enabling), then the profile's copy. Enabling lets
 * the account sign in again; sessions revoked stay revoked. 404 unknown account; 409 one's own.
 */
export async function setCustomerDisabled(uid: string, disabled: boolean, adminUid: string): Promise<AdminCustomer> {
  if (disabled && uid === adminUid) throw new HttpError(409, "adminCustomer.selfDisable");
  const ref = users().doc(uid);
  if (!(await ref.get()).exists) throw new HttpError(404, "adminCustomer.notFound");
  const auth = adminAuth();
  try {
    await auth.updateUser(uid, { disabled });
  } catch (error) {
    if (firebaseErrorCode(error) === "auth/user-not-found") throw new HttpError(404, "adminCustomer.notFound");
    throw error;
  }
  if (disabled) await revokeSessionsUntilNow(uid);
  await db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    if (profile.exists) tx.update(ref, { disabled });
  });
  const [customer] = await customersOf([await ref.get()]);
  if (!customer) throw new HttpError(404, "adminCustomer.notFound");
  return customer;
}

/** Every account, newest first, for the customers' CSV (admin/csv-exports.service.ts): one read of the profiles, Auth and paid orders in chunks. */
export async function allCustomers(): Promise<AdminCustomer[]> {
  // Not ordered by the query: a profile without `createdAt` would be left out.
  const snapshot = await users().get();
  const customers: AdminCustomer[] = [];
  // Auth looks up at most 100 accounts at a time.
  for (let at = 0; at < snapshot.docs.length; at += 100) customers.push(...(await customersOf(snapshot.docs.slice(at, at + 100))));
  return customers.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id));
}
