/**
 * The Node Firestore emulator the tests run on must isolate transactions the way Firestore does
 * (scripts/lib/node-firestore-emulator.mjs adds that): the stock and address-limit guarantees of
 * the shop rest on it. It must also honour query cursors and order by the document id, which
 * every paged list rests on (the same file adds those).
 */
import { afterAll, describe, expect, it } from "vitest";
import { db, firestoreModule } from "../../src/platform/firebase";

const ref = () => db().collection("rateLimits").doc("emulator-transaction-check");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pages = () => db().collection("emulatorCursorCheck");

afterAll(async () => {
  await ref().delete();
  const left = await pages().get();
  await Promise.all(left.docs.map((doc) => doc.ref.delete()));
});

describe("transactions on the Node Firestore emulator", () => {
  it("never lose an update when many read-modify-write at once", async () => {
    await ref().set({ count: 0 });
    await Promise.all(
      Array.from({ length: 12 }, () =>
        db().runTransaction(async (tx) => {
          const count = ((await tx.get(ref())).get("count") as number) ?? 0;
          await pause(15); // the window in which another transaction could read the same value
          tx.update(ref(), { count: count + 1 });
        }),
      ),
    );
    expect((await ref().get()).get("count")).toBe(12);
  });

  it("gives the lock back when a transaction throws", async () => {
    await ref().set({ count: 0 });
    await expect(
      db().runTransaction(async (tx) => {
        await tx.get(ref());
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await db().runTransaction(async (tx) => {
      await tx.get(ref());
      tx.update(ref(), { count: 1 });
    });
    expect((await ref().get()).get("count")).toBe(1);
  });
});

describe("query cursors on the Node Firestore emulator", () => {
  const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((doc) => doc.id);

  it("orders by the document id after a tied field and resumes after a cursor, as Firestore does", async () => {
    const { FieldPath, Timestamp } = firestoreModule();
    const early = Timestamp.fromMillis(1_000);
    const late = Timestamp.fromMillis(2_000);
    // Written out of order; c, a and e share a time, so only the id tells them apart.
    await pages().doc("c").set({ at: late, group: "g" });
    await pages().doc("b").set({ at: early, group: "g" });
    await pages().doc("a").set({ at: late, group: "g" });
    await pages().doc("e").set({ at: late, group: "g" });
    await pages().doc("d").set({ at: early, group: "g" });
    await pages().doc("no-time").set({ group: "g" });
    await pages().doc("elsewhere").set({ at: late, group: "other" });

    const newest = pages().where("group", "==", "g").orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
    // A document without the ordered field is left out, like in Firestore.
    expect(ids(await newest.get())).toEqual(["e", "c", "a", "d", "b"]);
    expect(ids(await newest.limit(2).get())).toEqual(["e", "c"]);
    expect(ids(await newest.startAfter(late, "c").limit(2).get())).toEqual(["a", "d"]);
    expect(ids(await newest.startAt(late, "c").limit(2).get())).toEqual(["c", "a"]);
    expect(ids(await newest.startAfter(early, "d").limit(2).get())).toEqual(["b"]);
    expect(ids(await newest.endBefore(early, "d").get())).toEqual(["e", "c", "a"]);
    expect(ids(await newest.endAt(early, "d").get())).toEqual(["e", "c", "a", "d"]);

    const oldest = pages().where("group", "==", "g").orderBy("at").orderBy(FieldPath.documentId());
    expect(ids(await oldest.startAfter(early, "d").get())).toEqual(["a", "c", "e"]);
    // Without a named id order, the id still breaks the tie (in the last order's direction).
    expect(ids(await pages().where("group", "==", "g").orderBy("at").startAfter(early).get())).toEqual(["a", "c", "e"]);
    // A plain range on a unique field pages the same way.
    expect(ids(await pages().where("group", "==", "g").orderBy(FieldPath.documentId()).startAfter("c").get())).toEqual(["d", "e", "no-time"]);
  });
});
