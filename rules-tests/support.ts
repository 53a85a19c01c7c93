/**
 * What the rules tests share: the test environment against the official emulators (started by
 * `npm run test:rules`, which sets FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST) and
 * the four kinds of visitor every rule is checked for.
 */
import { readFileSync } from "node:fs";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";

const fromRoot = (relative: string) => new URL(`../${relative}`, import.meta.url);

/** The project id of `.firebaserc` (a `demo-` id keeps every emulator local). */
export const PROJECT_ID: string = JSON.parse(readFileSync(fromRoot(".firebaserc"), "utf8")).projects.default;

/** Loads the committed rules file into its emulator, so the tests check exactly what is deployed. */
export function startRulesEnvironment(service: "firestore" | "storage"): Promise<RulesTestEnvironment> {
  const rules = readFileSync(fromRoot(`${service}.rules`), "utf8");
  const config = service === "firestore" ? { firestore: { rules } } : { storage: { rules } };
  return initializeTestEnvironment({ projectId: PROJECT_ID, ...config });
}

/** The shopper whose documents are seeded and read. */
export const OWNER_UID = "alice";
/** A second signed-in shopper, who must not see the owner's data. */
export const OTHER_SHOPPER_UID = "bob";
export const ADMIN_UID = "chef";

export const PERSONAS = ["guest", "owner", "other shopper", "admin"] as const;
export type Persona = (typeof PERSONAS)[number];

/** The uid a persona signs in with (a guest has none). */
export const uidOf: Record<Persona, string | null> = {
  guest: null,
  owner: OWNER_UID,
  "other shopper": OTHER_SHOPPER_UID,
  admin: ADMIN_UID,
};

/**
 * A client as each persona. Roles are the custom claim `role` on the ID token, as the API sets
 * it at registration ('user') and the seed sets it for the admin.
 */
export function contextsOf(env: RulesTestEnvironment): Record<Persona, RulesTestContext> {
  return {
    guest: env.unauthenticatedContext(),
    owner: env.authenticatedContext(OWNER_UID, { role: "user" }),
    "other shopper": env.authenticatedContext(OTHER_SHOPPER_UID, { role: "user" }),
    admin: env.authenticatedContext(ADMIN_UID, { role: "admin" }),
  };
}
