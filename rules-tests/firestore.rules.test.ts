/**
 * firestore.rules, for every collection of the shop and each kind of visitor (guest, the shopper
 * who owns the data, another shopper, the admin):
 * - reading one document and listing a collection are allowed exactly as the rules' header says;
 * - a shopper's list of orders or addresses passes only when the query is constrained to them;
 * - every write (create, update, delete) is refused to everyone, the admin included.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OTHER_SHOPPER_UID,
  OWNER_UID,
  PERSONAS,
  contextsOf,
  startRulesEnvironment,
  uidOf,
  type Persona,
} from "./support";

type Db = ReturnType<ReturnType<RulesTestEnvironment["unauthenticatedContext"]>["firestore"]>;

/** Who may read a document: any visitor, its owner (and the admin), the admin only, or nobody (the API alone). */
type Audience = "public" | "owner" | "admin" | "nobody";

interface SeededDoc {
  path: string;
  audience: Audience;
  data: Record<string, unknown>;
}

/** One document in each collection (the owner's, where documents have one). */
const DOCS: SeededDoc[] = [
  { path: "products/truffle-box", audience: "public", data: { title: "Truffle box", price: 2400, totalStock: 5 } },
  { path: "features/ruby-season", audience: "public", data: { image: "/images/banners/ruby-season.svg" } },
  {
    path: `reviews/truffle-box_${OWNER_UID}`,
    audience: "public",
    data: { productId: "truffle-box", userId: OWNER_UID, reviewValue: 5 },
  },
  { path: "settings/public", audience: "public", data: { currency: "USD" } },
  { path: `users/${OWNER_UID}`, audience: "owner", data: { userName: "Alice", email: "alice@example.test" } },
  { path: `carts/${OWNER_UID}`, audience: "owner", data: { cartItems: [{ productId: "truffle-box", quantity: 1 }] } },
  { path: "addresses/alice-home", audience: "owner", data: { userId: OWNER_UID, city: "Haifa" } },
  { path: "orders/alice-order", audience: "owner", data: { userId: OWNER_UID, totalAmount: 2400 } },
  // Any settings document other than `public` (none exists yet) must not become public by accident.
  { path: "settings/internal", audience: "admin", data: { note: "not for the storefront" } },
  { path: "contactMessages/message-1", audience: "admin", data: { email: "visitor@example.test" } },
  { path: "mail/message-1", audience: "admin", data: { to: "atelier@example.test" } },
  { path: "rateLimits/client-1", audience: "admin", data: { count: 1 } },
  // It names the shopper, and still is not theirs to read: `userId` counts only where a rule says so.
  { path: "sandboxPayments/payment-1", audience: "admin", data: { orderId: "alice-order", userId: OWNER_UID } },
  // Promotions (issue 36): server-only. A shopper's own redemption names them, and still is not theirs to read.
  { path: "promotions/welcome10", audience: "admin", data: { kind: "code", code: "WELCOME10", codeKey: "WELCOME10", status: "active" } },
  { path: "promotionCodes/code-WELCOME10", audience: "admin", data: { promotionId: "welcome10" } },
  { path: `promotionRedemptions/welcome10_${OWNER_UID}`, audience: "admin", data: { promotionId: "welcome10", userId: OWNER_UID, orderId: "alice-order" } },
  // Gift cards (issue 36): nobody reads them here, the admin included (a card's code hash and its
  // recipient stay behind the API). The card its buyer bought names them, and still is not theirs.
  {
    path: "giftCards/card-1",
    audience: "nobody",
    data: { codeHash: "0".repeat(64), last4: "6WCE", status: "active", balance: 5000, buyerId: OWNER_UID, recipientEmail: "yael@example.test" },
  },
  { path: "giftCards/card-1/ledger/000001", audience: "nobody", data: { kind: "issued", amount: 5000, balanceAfter: 5000 } },
  // A collection the rules do not name (image metadata, say, added later): default deny, admin read.
  { path: "productImages/image-1", audience: "admin", data: { url: "/images/products/truffle-box.png" } },
];

/** The other shopper's own data, so queries can show they return the caller's documents only. */
const OTHER_SHOPPER_DOCS: Array<Pick<SeededDoc, "path" | "data">> = [
  { path: `users/${OTHER_SHOPPER_UID}`, data: { userName: "Bob" } },
  { path: `carts/${OTHER_SHOPPER_UID}`, data: { cartItems: [] } },
  { path: "addresses/bob-home", data: { userId: OTHER_SHOPPER_UID, city: "Eilat" } },
  { path: "orders/bob-order", data: { userId: OTHER_SHOPPER_UID, totalAmount: 1200 } },
];

/** Collections every visitor may list whole: what the storefront shows. */
const PUBLIC_COLLECTIONS = new Set(["products", "features", "reviews"]);
/** Collections nobody may list, the admin included. */
const NOBODY_COLLECTIONS = new Set(["giftCards"]);

const collectionOf = (path: string) => path.split("/")[0];
/** The top-level collections (a subcollection's documents are read one by one above, and listed below). */
const COLLECTIONS = [...new Set(DOCS.map((doc) => collectionOf(doc.path)))];

function mayRead(audience: Audience, persona: Persona): boolean {
  if (audience === "nobody") return false;
  return audience === "public" || persona === "admin" || (audience === "owner" && persona === "owner");
}

let env: RulesTestEnvironment;
let db: Record<Persona, Db>;

beforeAll(async () => {
  env = await startRulesEnvironment("firestore");
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = context.firestore();
    const batch = firestore.batch();
    for (const { path, data } of [...DOCS, ...OTHER_SHOPPER_DOCS]) batch.set(firestore.doc(path), data);
    await batch.commit();
  });
  const contexts = contextsOf(env);
  db = {
    guest: contexts.guest.firestore(),
    owner: contexts.owner.firestore(),
    "other shopper": contexts["other shopper"].firestore(),
    admin: contexts.admin.firestore(),
  };
});

afterAll(async () => {
  await env?.cleanup();
});

describe("reading one document", () => {
  for (const { path, audience } of DOCS) {
    describe(`${path} (${audience})`, () => {
      for (const persona of PERSONAS) {
        if (mayRead(audience, persona)) {
          it(`the ${persona} reads it`, async () => {
            const snapshot = await assertSucceeds(db[persona].doc(path).get());
            expect(snapshot.exists).toBe(true);
          });
        } else {
          it(`the ${persona} is refused`, async () => {
            await assertFails(db[persona].doc(path).get());
          });
        }
      }
    });
  }
});

describe("listing a whole collection", () => {
  for (const collection of COLLECTIONS) {
    describe(collection, () => {
      for (const persona of PERSONAS) {
        if (PUBLIC_COLLECTIONS.has(collection) || (persona === "admin" && !NOBODY_COLLECTIONS.has(collection))) {
          it(`the ${persona} lists it`, async () => {
            const snapshot = await assertSucceeds(db[persona].collection(collection).get());
            expect(snapshot.empty).toBe(false);
          });
        } else {
          // For users and carts too, though one document is the owner's: rules do not filter results.
          it(`the ${persona} is refused`, async () => {
            await assertFails(db[persona].collection(collection).get());
          });
        }
      }
    });
  }
});

describe("gift cards and their ledgers: nobody reads them here, the admin included", () => {
  for (const persona of PERSONAS) {
    it(`the ${persona} cannot list a card's ledger`, async () => {
      await assertFails(db[persona].collection("giftCards/card-1/ledger").get());
    });
    it(`the ${persona} cannot query every ledger at once`, async () => {
      await assertFails(db[persona].collectionGroup("ledger").get());
    });
  }
  it("the buyer cannot query the cards they bought", async () => {
    await assertFails(db.owner.collection("giftCards").where("buyerId", "==", OWNER_UID).get());
  });
  it("the admin cannot look a card up by its code's hash", async () => {
    await assertFails(db.admin.collection("giftCards").where("codeHash", "==", "0".repeat(64)).get());
  });
});

describe.each(["orders", "addresses"])("%s: a shopper's query must be constrained to them", (collection) => {
  const byUser = (persona: Persona, uid: string) =>
    db[persona].collection(collection).where("userId", "==", uid).get();
  const ownersOf = (snapshot: { docs: Array<{ get(field: string): unknown }> }) =>
    snapshot.docs.map((doc) => doc.get("userId"));

  it("the owner lists their own, and only those", async () => {
    expect(ownersOf(await assertSucceeds(byUser("owner", OWNER_UID)))).toEqual([OWNER_UID]);
  });
  it("another shopper lists their own, and only those", async () => {
    expect(ownersOf(await assertSucceeds(byUser("other shopper", OTHER_SHOPPER_UID)))).toEqual([OTHER_SHOPPER_UID]);
  });
  it("another shopper cannot query the owner's", async () => {
    await assertFails(byUser("other shopper", OWNER_UID));
  });
  it("a guest cannot query anyone's", async () => {
    await assertFails(byUser("guest", OWNER_UID));
  });
  it("the admin queries anyone's", async () => {
    expect(ownersOf(await assertSucceeds(byUser("admin", OWNER_UID)))).toEqual([OWNER_UID]);
  });
});

describe("a userId field outside orders and addresses grants nothing", () => {
  it("the owner cannot query sandbox payments that name them", async () => {
    await assertFails(db.owner.collection("sandboxPayments").where("userId", "==", OWNER_UID).get());
  });
  it("the owner cannot query the promotions they redeemed", async () => {
    await assertFails(db.owner.collection("promotionRedemptions").where("userId", "==", OWNER_UID).get());
  });
});

describe("writing: refused to everyone, the admin included (every write goes through the API)", () => {
  for (const { path } of DOCS) {
    const collection = collectionOf(path);
    describe(path, () => {
      for (const persona of PERSONAS) {
        const newId = `new-by-${persona.replace(" ", "-")}`;
        it(`the ${persona} cannot create a ${collection} document`, async () => {
          await assertFails(db[persona].collection(collection).doc(newId).set({ userId: uidOf[persona], note: "client" }));
        });
        it(`the ${persona} cannot update it`, async () => {
          await assertFails(db[persona].doc(path).update({ note: "client" }));
        });
        it(`the ${persona} cannot delete it`, async () => {
          await assertFails(db[persona].doc(path).delete());
        });
      }
    });
  }

  it("a new shopper cannot create their own profile, cart, address or order", async () => {
    const newcomer = "carol";
    const firestore = env.authenticatedContext(newcomer, { role: "user" }).firestore();
    await assertFails(firestore.doc(`users/${newcomer}`).set({ userName: "Carol" }));
    await assertFails(firestore.doc(`carts/${newcomer}`).set({ cartItems: [] }));
    await assertFails(firestore.collection("addresses").add({ userId: newcomer, city: "Acre" }));
    await assertFails(firestore.collection("orders").add({ userId: newcomer, totalAmount: 1 }));
  });

  it("a shopper cannot make themselves an admin, nor an admin promote anyone", async () => {
    await assertFails(db.owner.doc(`users/${OWNER_UID}`).update({ role: "admin" }));
    await assertFails(db.admin.doc(`users/${OTHER_SHOPPER_UID}`).update({ role: "admin" }));
  });
});
