/**
 * The shopper's privacy controls (/api/account, ./account.routes.ts): a new password, signing out
 * every device, taking their data away, and deleting the account.
 *
 * Deleting an account (`deleteAccount`), in this order, so that a half-failure can be finished by
 * asking again (the session keeps working until the Auth user is gone, and every step is idempotent):
 * 1. one Firestore transaction: `users/{uid}`, `carts/{uid}` and the user's `addresses` deleted; the
 *    user's reviews re-written under a new id without `userId` / `userName` (shown as "Former
 *    customer"); the `mail` documents addressed to the account (receipts hold names and addresses)
 *    deleted; every order kept as the shop's accounting record but stripped of what identifies the
 *    shopper: the name (also in its status history), the street, postcode, phone and notes of the
 *    address, a gift's recipient, message and sender, the cart and address ids; `userId` becomes DELETED_CUSTOMER_ID (which no session can
 *    ever be: it is not a valid user id) and `customerDeleted: true`. Lines, amounts, currency,
 *    statuses, dates, payment and refund records and the city stay; an order that bought a gift
 *    card loses the card's recipient, email, message and sender likewise. The gift cards the shopper
 *    bought are kept (each is someone else's gift, perhaps not yet sent or spent) without the buyer's
 *    name, their `buyerId` DELETED_CUSTOMER_ID; the shopper's promotion redemption marks
 *    (`promotionRedemptions/{promotionId}_{uid}`, which hold the uid) are deleted;
 * 2. the Auth user deleted (already gone counts as done): every session of it ends there.
 * Refused (409, nothing changes) while an order is awaiting payment (pending and not expired, or its
 * capture under way): the payment could still land on an order nobody owns. The shop's last admin
 * cannot delete their account (409): the shop would have nobody to run it.
 */
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from "firebase-admin/firestore";
import type { AccountExport, Address, SessionUser } from "@cocoa/contracts";
import { HttpError, firebaseErrorCode, invalidField } from "../../platform/errors";
import { adminAuth, db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { SESSION_DURATION_MS } from "@cocoa/contracts";
import { signInWithPassword } from "./identity-toolkit";
import { checkCurrentPassword, signInMethodsOf } from "./profile.service";
import { listAddresses } from "./addresses.service";
import { revokeSessionsUntilNow } from "./auth.service";

/** The `userId` of an order whose shopper deleted their account: no Auth uid, and not a valid user id (userIdSchema). */
export const DELETED_CUSTOMER_ID = "deleted:customer";

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Checks the current password (counted as a sign-in), sets the new one, revokes every session and
 * answers a session cookie minted from a fresh sign-in with the new password, for this browser
 * alone: every other device is signed out.
 */
export async function changePassword(user: SessionUser, input: PasswordChangeInput, client: string): Promise<{ sessionCookie: string }> {
  if (!(await signInMethodsOf(user.id)).includes("password")) throw new HttpError(400, "account.noPassword");
  await checkCurrentPassword(user.email, input.currentPassword, client);
  const auth = adminAuth();
  try {
    await auth.updateUser(user.id, { password: input.newPassword });
  } catch (error) {
    if (firebaseErrorCode(error) === "auth/invalid-password") throw invalidField("newPassword", "auth.weakPassword");
    throw error;
  }
  await revokeSessionsUntilNow(user.id);
  const signedIn = await signInWithPassword(user.email, input.newPassword);
  if (!signedIn.ok) throw new Error(`Password change: the new password did not sign in (${signedIn.reason})`);
  return { sessionCookie: await auth.createSessionCookie(signedIn.idToken, { expiresIn: SESSION_DURATION_MS }) };
}

/** A stored value as JSON: Firestore times as ISO text, everything else as it is. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if ("toDate" in value && typeof (value as { toDate: unknown }).toDate === "function") return (value as { toDate(): Date }).toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

function record(snapshot: DocumentSnapshot): { _id: string } & Record<string, unknown> {
  return { ...(plain(snapshot.data() ?? {}) as Record<string, unknown>), _id: snapshot.id };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

const ordersOf = (uid: string) => db().collection(collections.orders).where("userId", "==", uid);
const reviewsOf = (uid: string) => db().collection(collections.reviews).where("userId", "==", uid);
/** The gift cards the shopper bought (modules/gift-cards). */
const giftCardsBoughtBy = (uid: string) => db().collection(collections.giftCards).where("buyerId", "==", uid);

/** A bought gift card in the export: as stored, less the hash of its code (the recipient's, not the buyer's). */
function giftCardRecord(snapshot: DocumentSnapshot): { _id: string } & Record<string, unknown> {
  const { codeHash: _hash, ...card } = record(snapshot);
  return card;
}

/** Everything the shop holds about the shopper, read with their own uid only (the session's). */
export async function exportAccount(user: SessionUser, now = new Date()): Promise<AccountExport> {
  const [profile, authUser, addresses, orders, reviews, cart, giftCards] = await Promise.all([
    db().collection(collections.users).doc(user.id).get(),
    adminAuth().getUser(user.id),
    listAddresses(user.id),
    ordersOf(user.id).get(),
    reviewsOf(user.id).get(),
    db().collection(collections.carts).doc(user.id).get(),
    giftCardsBoughtBy(user.id).get(),
  ]);
  const created = plain(profile.get("createdAt"));
  return {
    success: true,
    format: "cocoa-atelier-account-data",
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      userName: user.userName,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      signInMethods: authUser.providerData.map((provider) => provider.providerId),
      ...(typeof created === "string" ? { createdAt: created } : authUser.metadata.creationTime ? { createdAt: new Date(authUser.metadata.creationTime).toISOString() } : {}),
    },
    addresses: addresses satisfies Address[],
    orders: orders.docs.map(record).sort((a, b) => text(a.orderDate).localeCompare(text(b.orderDate))),
    reviews: reviews.docs.map(record),
    giftCards: giftCards.docs.map(giftCardRecord).sort((a, b) => text(a.createdAt).localeCompare(text(b.createdAt))),
    cart: cart.exists ? record(cart) : null,
  };
}

/** An order's paymentStatus and expiry: true while a payment could still land on it. */
function awaitingPayment(order: DocumentData, now: number): boolean {
  if (order.paymentStatus === "processing") return true;
  if (order.paymentStatus !== "pending") return false;
  const expires = Date.parse(text(order.expiresAt));
  return Number.isNaN(expires) || expires > now;
}

/** What an order keeps once its shopper is gone (see the file's comment). */
function strippedOrder(order: DocumentData, at: string): DocumentData {
  const address = (order.addressInfo ?? {}) as Record<string, unknown>;
  const history = Array.isArray(order.statusHistory) ? (order.statusHistory as Record<string, unknown>[]) : [];
  const update: DocumentData = {
    userId: DELETED_CUSTOMER_ID,
    customerDeleted: true,
    customerDeletedAt: at,
    userName: "",
    cartId: "",
    addressInfo: { addressId: "", address: "", city: text(address.city), pincode: "", phone: "", notes: "" },
    // The shopper's own steps keep who made them (a shopper), not their name; admins' names stay.
    statusHistory: history.map((change) => {
      const by = change.by as { kind?: unknown } | undefined;
      return by?.kind === "shopper" ? { ...change, by: { kind: "shopper" } } : change;
    }),
  };
  for (const field of ["email", "userEmail", "customerEmail"]) if (field in order) update[field] = "";
  // A gift names another person: their name, phone, address and email go, and the buyer's words with them.
  if (typeof order.gift === "object" && order.gift !== null) {
    const { recipientEmail: _email, address: _address, ...gift } = order.gift as Record<string, unknown>;
    update.gift = { ...gift, recipientName: "", recipientPhone: "", message: "", from: "" };
  }
  // A gift card bought for someone: likewise (the card itself keeps them, for its recipient).
  if (typeof order.giftCardPurchase === "object" && order.giftCardPurchase !== null) {
    update.giftCardPurchase = { ...(order.giftCardPurchase as Record<string, unknown>), recipientName: "", recipientEmail: "", senderName: "", message: "" };
  }
  return update;
}

/** Whether `uid` is the only admin left (an admin who deletes themselves must leave one). */
async function isLastAdmin(user: SessionUser): Promise<boolean> {
  if (user.role !== "admin") return false;
  const admins = await db().collection(collections.users).where("role", "==", "admin").limit(2).get();
  return admins.docs.filter((doc) => doc.id !== user.id).length === 0;
}

/**
 * Deletes the account after `confirmation` (the account's email, any case) matched: 400 otherwise,
 * 409 while an order awaits payment or for the last admin; then see the file's comment.
 */
export async function deleteAccount(user: SessionUser, confirmation: string): Promise<void> {
  if (confirmation.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw invalidField("confirmation", "account.confirmationMismatch");
  if (await isLastAdmin(user)) throw new HttpError(409, "account.lastAdmin");
  const uid = user.id;
  const store = db();
  const at = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const userRef = store.collection(collections.users).doc(uid);
    const cartRef = store.collection(collections.carts).doc(uid);
    // The shopper's count of paid orders (Insights' new or returning, modules/insights) names their uid too.
    const paidCountRef = store.collection(collections.customerStats).doc(uid);
    const [profile, cart, paidCount] = await tx.getAll(userRef, cartRef, paidCountRef);
    const reads: Promise<QuerySnapshot>[] = [
      tx.get(ordersOf(uid)),
      tx.get(reviewsOf(uid)),
      tx.get(store.collection(collections.addresses).where("userId", "==", uid)),
      tx.get(giftCardsBoughtBy(uid)),
      tx.get(store.collection(collections.promotionRedemptions).where("userId", "==", uid)),
      tx.get(store.collection(collections.mail).where("userId", "==", uid)),
    ];
    const emails = [...new Set([user.email, text(profile?.get("email"))].map((email) => email.trim().toLowerCase()).filter(Boolean))];
    for (const email of emails) reads.push(tx.get(store.collection(collections.mail).where("to", "==", email)));
    const [orders, reviews, addresses, giftCards, redemptions, ...mail] = (await Promise.all(reads)) as [QuerySnapshot, QuerySnapshot, QuerySnapshot, QuerySnapshot, QuerySnapshot, ...QuerySnapshot[]];
    // The owner's notices of these orders name the shopper too.
    const orderIds = orders.docs.map((order) => order.id);
    for (let i = 0; i < orderIds.length; i += 30) {
      mail.push(await tx.get(store.collection(collections.mail).where("orderId", "in", orderIds.slice(i, i + 30))));
    }
    const now = Date.now();
    if (orders.docs.some((order) => awaitingPayment(order.data(), now))) throw new HttpError(409, "account.paymentInProgress");

    for (const order of orders.docs) tx.update(order.ref, strippedOrder(order.data(), at));
    for (const review of reviews.docs) {
      const data = review.data();
      const productId = text(data.productId);
      // A new id: the old one (`<product>_<uid>`) names the account.
      const anonymous = store.collection(collections.reviews).doc(`${productId}_former-${store.collection(collections.reviews).doc().id}`);
      tx.create(anonymous, { ...data, userId: "", userName: "", anonymised: true });
      tx.delete(review.ref);
    }
    for (const address of addresses.docs) tx.delete(address.ref);
    // A redemption mark names the shopper (its id and `userId`). Deleting it frees nothing: the
    // promotion's counted `uses` stay, and the uid can never order again.
    for (const redemption of redemptions.docs) tx.delete(redemption.ref);
    if (paidCount?.exists) tx.delete(paidCountRef);
    // The card stays (its recipient's gift) and no longer names its buyer: "" rather than a deleted
    // field, which the Node Firestore emulator does not apply.
    for (const card of giftCards.docs) tx.update(card.ref, { buyerId: DELETED_CUSTOMER_ID, buyerName: "", updatedAt: at });
    const mailIds = new Set<string>();
    for (const message of mail.flatMap((snapshot) => snapshot.docs)) {
      if (mailIds.has(message.id)) continue;
      mailIds.add(message.id);
      tx.delete(message.ref);
    }
    if (cart?.exists) tx.delete(cartRef);
    if (profile?.exists) tx.delete(userRef);
  });
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if (firebaseErrorCode(error) !== "auth/user-not-found") throw error;
  }
}
