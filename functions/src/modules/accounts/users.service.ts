/**
 * The `users/{uid}` documents: the user name and role of each account, beside Firebase Auth
 * (which holds the email and password) and its custom claims (which hold the role for sessions).
 */
import type { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { UserRole } from "@cocoa/contracts";
import { db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { userSearchFields } from "./user-search";


/** The stored shape of `users/{uid}`. */
export interface UserDoc {
  userName: string;
  email: string;
  role: UserRole;
  /** Mirrors Firebase Auth's `emailVerified`, written when the shop applies a verification link, so a session minted before it sees it at once. */
  emailVerified?: boolean;
  createdAt: Timestamp;
  /** The admin's search of the accounts list (./user-search.ts): kept in step with userName and email. */
  searchKeys?: string[];
  /** Mirrors Firebase Auth's `disabled`, written when the admin disables or enables the account. */
  disabled?: boolean;
}

export interface UserProfile {
  userName: string;
  email: string;
  role: UserRole;
  emailVerified: boolean;
}

function userRef(uid: string) {
  return db().collection(collections.users).doc(uid);
}

/** Creates `users/{uid}`; fails (ALREADY_EXISTS) rather than overwrite an existing profile. */
export async function createUserProfile(uid: string, profile: UserProfile): Promise<void> {
  const doc: Omit<UserDoc, "createdAt"> & { createdAt: FieldValue } = {
    ...profile,
    ...userSearchFields(profile.userName, profile.email),
    createdAt: firestoreModule().FieldValue.serverTimestamp(),
  };
  await userRef(uid).create(doc);
}

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await userRef(uid).get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() as Partial<UserDoc>;
  return {
    userName: typeof data.userName === "string" ? data.userName : "",
    email: typeof data.email === "string" ? data.email : "",
    role: data.role === "admin" ? "admin" : "user",
    emailVerified: data.emailVerified === true,
  };
}

/**
 * Sets the role in `users/{uid}`, creating the document from `profile` for an account made outside
 * the shop (in the console). Use `changeRole` in auth.service, which keeps the claim in step.
 */
export async function setUserRole(uid: string, role: UserRole, profile: Omit<UserProfile, "role">): Promise<void> {
  const snapshot = await userRef(uid).get();
  if (snapshot.exists) await userRef(uid).update({ role });
  else await createUserProfile(uid, { ...profile, role });
}
