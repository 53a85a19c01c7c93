/** The shopper's addresses, /api/shop/address, over real HTTP: owners only, the five fields, max 3. */
import { beforeEach, describe, expect, it } from "vitest";
import type { Address } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { homeAddress } from "./checkout-support";
import { call, otherShopper, registeredSession, useTestApi } from "./helpers";

const api = useTestApi();
let cookie: string;
let uid: string;
let otherCookie: string;
let otherUid: string;

const home = homeAddress;

beforeEach(async () => {
  ({ cookie, uid } = await registeredSession(api.baseUrl));
  ({ cookie: otherCookie, uid: otherUid } = await registeredSession(api.baseUrl, otherShopper));
});

type Who = string | undefined;
const add = (json: unknown, as: Who = cookie) => call(api.baseUrl, "/api/shop/address/add", { json, cookie: as });
const list = (userId: string, as: Who = cookie) => call(api.baseUrl, `/api/shop/address/get/${userId}`, { cookie: as });
const update = (userId: string, addressId: string, json: unknown, as: Who = cookie) =>
  call(api.baseUrl, `/api/shop/address/update/${userId}/${addressId}`, { method: "PUT", json, cookie: as });
const remove = (userId: string, addressId: string, as: Who = cookie) =>
  call(api.baseUrl, `/api/shop/address/delete/${userId}/${addressId}`, { method: "DELETE", cookie: as });

const storedOf = async (userId: string) =>
  (await db().collection("addresses").where("userId", "==", userId).get()).docs.map((d) => ({ id: d.id, ...d.data() }));

async function addOwn(fields = home, as = cookie, userId = uid): Promise<Address> {
  const answer = await add({ userId, ...fields }, as);
  expect(answer.status).toBe(201);
  return answer.body.data as Address;
}

describe("who may touch addresses", () => {
  it("answers 401 without a session on every route, and writes nothing", async () => {
    const answers = await Promise.all([add({ userId: uid, ...home }, ""), list(uid, ""), update(uid, "a1", home, ""), remove(uid, "a1", "")]);
    for (const answer of answers) expect(answer.status).toBe(401);
    expect(await storedOf(uid)).toEqual([]);
  });

  it("answers 403 for another user's id on every route, and leaves their addresses alone", async () => {
    const theirs = await addOwn(home, otherCookie, otherUid);
    const answers = [
      await add({ userId: otherUid, ...home, city: "Haifa" }),
      await list(otherUid),
      await update(otherUid, theirs._id, { ...home, city: "Eilat" }),
      await remove(otherUid, theirs._id),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: "You can only manage your own addresses." });
    }
    expect(await storedOf(otherUid)).toMatchObject([{ id: theirs._id, city: "Tel Aviv" }]);
    expect(await storedOf(uid)).toEqual([]);
  });

  it("treats another shopper's address id under one's own user id as unknown (404), and changes nothing", async () => {
    const theirs = await addOwn(home, otherCookie, otherUid);
    expect((await update(uid, theirs._id, { ...home, city: "Eilat" })).status).toBe(404);
    expect((await remove(uid, theirs._id)).status).toBe(404);
    expect(await storedOf(otherUid)).toMatchObject([{ id: theirs._id, city: "Tel Aviv" }]);
  });

  it("drops fields it does not know, such as a forged _id", async () => {
    const answer = await add({ ...home, userId: uid, _id: "forged", extra: "dropped" });
    expect(answer.status).toBe(201);
    const [stored] = await storedOf(uid);
    expect(stored).not.toHaveProperty("extra");
    expect(stored?.id).not.toBe("forged");
  });
});

describe("adding, listing, editing and deleting", () => {
  it("adds an address with trimmed fields and lists the user's addresses oldest first", async () => {
    const first = await addOwn({ ...home, address: "  12 Rothschild Blvd  ", notes: " Ring twice " });
    expect(first).toEqual({ _id: expect.any(String), userId: uid, ...home });
    const second = await addOwn({ ...home, city: "Haifa" });
    const answer = await list(uid);
    expect(answer.status).toBe(200);
    expect((answer.body.data as Address[]).map((a) => a._id)).toEqual([first._id, second._id]);
  });

  it("updates the five fields and answers the address", async () => {
    const address = await addOwn();
    const answer = await update(uid, address._id, { ...home, city: "Jerusalem", notes: "Leave with the neighbour" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Address updated", data: { _id: address._id, city: "Jerusalem" } });
    expect(await storedOf(uid)).toMatchObject([{ city: "Jerusalem", notes: "Leave with the neighbour" }]);
  });

  it("deletes an address and answers the ones that remain", async () => {
    const a = await addOwn();
    const b = await addOwn({ ...home, city: "Haifa" });
    const answer = await remove(uid, a._id);
    expect(answer.status).toBe(200);
    expect((answer.body.data as Address[]).map((x) => x._id)).toEqual([b._id]);
    expect((await remove(uid, a._id)).status).toBe(404);
  });

  it("refuses a fourth address with the spec's message, on the server", async () => {
    for (const city of ["Tel Aviv", "Haifa", "Eilat"]) await addOwn({ ...home, city });
    const answer = await add({ userId: uid, ...home, city: "Acre" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: "You can add max 3 addresses" });
    expect(await storedOf(uid)).toHaveLength(3);
    const hebrew = await call(api.baseUrl, "/api/shop/address/add", { json: { userId: uid, ...home }, cookie, headers: { "Accept-Language": "he" } });
    expect(hebrew.body.message).toBe("ניתן להוסיף עד 3 כתובות");
  });

  it("never lets more than 3 in when several adds race", async () => {
    const answers = await Promise.all(["A", "B", "C", "D", "E", "F"].map((c) => add({ userId: uid, ...home, city: `City ${c}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect(await storedOf(uid)).toHaveLength(3);
  });
});

describe("validation", () => {
  const cases: [string, unknown, string][] = [
    ["a blank field", { ...home, city: "   " }, "City is required."],
    ["a missing field", { ...home, notes: undefined }, "Notes is required."],
    ["a number for text", { ...home, pincode: 6578401 }, "Zip code must be text."],
    ["a too long field", { ...home, address: "x".repeat(201) }, "Address must be at most 200 characters."],
    ["letters in the phone", { ...home, phone: "call me" }, "Phone may hold only digits, spaces and + ( ) - ."],
  ];
  for (const [what, fields, message] of cases) {
    it(`refuses ${what} with a clear 400 and writes nothing`, async () => {
      const answer = await add({ userId: uid, ...(fields as object) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await storedOf(uid)).toEqual([]);
    });
  }

  it("refuses an update with a blank field and keeps the address", async () => {
    const address = await addOwn();
    const answer = await update(uid, address._id, { ...home, phone: " " });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Phone is required.");
    expect(await storedOf(uid)).toMatchObject([{ phone: home.phone }]);
  });

  it("refuses a body that is not an object, and bad ids in the URL", async () => {
    expect((await add([home])).status).toBe(400);
    expect((await update(uid, "bad%20id", home)).status).toBe(400);
    expect((await remove(uid, "bad%20id")).status).toBe(400);
  });
});
