/**
 * storage.rules, for a guest, a shopper and the admin: product and banner images under images/ are
 * public to fetch; nothing else is readable; no client writes anything (uploads go through the API).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAS, contextsOf, startRulesEnvironment, type Persona } from "./support";

type Storage = ReturnType<ReturnType<RulesTestEnvironment["unauthenticatedContext"]>["storage"]>;

const PRODUCT_IMAGE = "images/products/truffle-box.png";
const BANNER_IMAGE = "images/banners/ruby-season.png";
/** A file outside images/ (the API never stores one there; the rules keep it closed if it did). */
const PRIVATE_FILE = "exports/orders.csv";

/** A PNG signature is enough: the rules never look at the bytes. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA = { contentType: "image/png" };

let env: RulesTestEnvironment;
let storage: Record<Persona, Storage>;

beforeAll(async () => {
  env = await startRulesEnvironment("storage");
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    const bucket = context.storage();
    await bucket.ref(PRODUCT_IMAGE).put(PNG, PNG_METADATA);
    await bucket.ref(BANNER_IMAGE).put(PNG, PNG_METADATA);
    await bucket.ref(PRIVATE_FILE).put(new TextEncoder().encode("order,total\n"), { contentType: "text/csv" });
  });
  const contexts = contextsOf(env);
  storage = {
    guest: contexts.guest.storage(),
    owner: contexts.owner.storage(),
    "other shopper": contexts["other shopper"].storage(),
    admin: contexts.admin.storage(),
  };
});

afterAll(async () => {
  await env?.cleanup();
});

describe("reading", () => {
  for (const persona of PERSONAS) {
    it(`the ${persona} fetches product and banner images`, async () => {
      const metadata = await assertSucceeds(storage[persona].ref(PRODUCT_IMAGE).getMetadata());
      expect(metadata.contentType).toBe("image/png");
      await assertSucceeds(storage[persona].ref(BANNER_IMAGE).getDownloadURL());
    });
    it(`the ${persona} cannot list the uploaded images`, async () => {
      await assertFails(storage[persona].ref("images/products").listAll());
    });
    it(`the ${persona} cannot read outside images/`, async () => {
      await assertFails(storage[persona].ref(PRIVATE_FILE).getMetadata());
    });
  }
});

describe("writing: refused to everyone, the admin included (uploads go through the API)", () => {
  for (const persona of PERSONAS) {
    const bucket = () => storage[persona];
    it(`the ${persona} cannot upload a new image`, async () => {
      const path = `images/products/new-by-${persona.replace(" ", "-")}.png`;
      await assertFails(bucket().ref(path).put(PNG, PNG_METADATA).then());
    });
    it(`the ${persona} cannot replace an image`, async () => {
      await assertFails(bucket().ref(PRODUCT_IMAGE).put(PNG, PNG_METADATA).then());
    });
    it(`the ${persona} cannot change an image's metadata`, async () => {
      await assertFails(bucket().ref(PRODUCT_IMAGE).updateMetadata({ contentType: "text/html" }));
    });
    it(`the ${persona} cannot delete an image`, async () => {
      await assertFails(bucket().ref(BANNER_IMAGE).delete());
    });
    it(`the ${persona} cannot upload outside images/`, async () => {
      await assertFails(bucket().ref("exports/new.csv").put(new TextEncoder().encode("x"), { contentType: "text/csv" }).then());
    });
  }
});
