/**
 * A shopper's addresses, `addresses/{id}`: `{ userId, address, city, pincode, phone, notes,
 * createdAt, updatedAt }`. At most MAX_ADDRESSES_PER_USER per user, counted in the same
 * transaction as the write. The transaction also reads and writes the user's document
 * (`addressesChangedAt`), so two adds at once conflict there and the later one sees the earlier.
 * An address that is not the caller's answers 404, the same as one that does not exist, so ids
 * of other shoppers' addresses cannot be probed.
 */
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { MAX_ADDRESSES_PER_USER, type Address, type AddressFields } from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";


const addressesOf = () => db().collection(collections.addresses);
const userRef = (uid: string) => db().collection(collections.users).doc(uid);

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function addressFromDocument(id: string, data: Record<string, unknown>): Address {
  return {
    _id: id,
    userId: text(data.userId),
    address: text(data.address),
    city: text(data.city),
    pincode: text(data.pincode),
    phone: text(data.phone),
    notes: text(data.notes),
  };
}

function fieldsOf(input: AddressFields): AddressFields {
  const { address, city, pincode, phone, notes } = input;
  return { address, city, pincode, phone, notes };
}

/** The user's addresses, oldest first (one query; at most MAX_ADDRESSES_PER_USER documents). */
export async function listAddresses(uid: string): Promise<Address[]> {
  const snapshot = await addressesOf().where("userId", "==", uid).get();
  return snapshot.docs
    .map((doc) => ({ address: addressFromDocument(doc.id, doc.data()), created: createdMillis(doc) }))
    .sort((a, b) => a.created - b.created || a.address._id.localeCompare(b.address._id))
    .map(({ address }) => address);
}

function createdMillis(doc: DocumentSnapshot): number {
  const createdAt = doc.get("createdAt") as { toMillis?: () => number } | undefined;
  return typeof createdAt?.toMillis === "function" ? createdAt.toMillis() : 0;
}

/** The user's address `addressId`, or 404 (also when it belongs to someone else). */
export async function getOwnAddress(uid: string, addressId: string): Promise<Address> {
  const snapshot = await addressesOf().doc(addressId).get();
  const data = snapshot.data();
  if (!data || data.userId !== uid) throw new HttpError(404, "address.notFound");
  return addressFromDocument(snapshot.id, data);
}

export async function addAddress(uid: string, input: AddressFields): Promise<Address> {
  const { Timestamp } = firestoreModule();
  const ref = addressesOf().doc();
  const now = Timestamp.now();
  await db().runTransaction(async (tx) => {
    await tx.get(userRef(uid));
    const existing = await tx.get(addressesOf().where("userId", "==", uid));
    if (existing.size >= MAX_ADDRESSES_PER_USER) throw new HttpError(400, "address.maxReached");
    tx.create(ref, { userId: uid, ...fieldsOf(input), createdAt: now, updatedAt: now });
    tx.set(userRef(uid), { addressesChangedAt: now }, { merge: true });
  });
  return { _id: ref.id, userId: uid, ...fieldsOf(input) };
}

/** In `tx` (a read, before its writes): how many addresses the user has saved. */
export async function countAddresses(tx: Transaction, uid: string): Promise<number> {
  return (await tx.get(addressesOf().where("userId", "==", uid))).size;
}

/**
 * In `tx`: saves `input` as a new address of the user and answers its id. The caller counted with
 * `countAddresses` in the same transaction and touches `users/{uid}` in it (as `addAddress` does).
 */
export function createAddressIn(tx: Transaction, uid: string, input: AddressFields): string {
  const { Timestamp } = firestoreModule();
  const ref = addressesOf().doc();
  const now = Timestamp.now();
  tx.create(ref, { userId: uid, ...fieldsOf(input), createdAt: now, updatedAt: now });
  return ref.id;
}

export async function updateAddress(uid: string, addressId: string, input: AddressFields): Promise<Address> {
  const { Timestamp } = firestoreModule();
  const ref = addressesOf().doc(addressId);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.userId !== uid) throw new HttpError(404, "address.notFound");
    tx.update(ref, { ...fieldsOf(input), updatedAt: Timestamp.now() });
  });
  return { _id: addressId, userId: uid, ...fieldsOf(input) };
}

/** Deletes the address and answers the ones that remain. */
export async function deleteAddress(uid: string, addressId: string): Promise<Address[]> {
  const ref = addressesOf().doc(addressId);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.userId !== uid) throw new HttpError(404, "address.notFound");
    tx.delete(ref);
  });
  return listAddresses(uid);
}
