/**
 * The Node Firestore emulator the tests run on must isolate transactions the way Firestore does
 * (scripts/lib/node-firestore-emulator.mjs adds that): the stock and address-limit guarantees of
 * the shop rest on it. It must also honour query cursors and order by the document id, which
 * every paged list rests on (the same file adds those). And its snapshot listeners must send what
 * changed, as Firestore's Listen does, not every document again on each write anywhere: the mail
 * deliverer's listener over `mail` filled `npm start`'s heap that way (issue 31).
 */
import type { DocumentChangeType, Query, QuerySnapshot } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { db, firestoreModule } from "../../src/platform/firebase";

const ref = () => db().collection("rateLimits").doc("emulator-transaction-check");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pages = () => db().collection("emulatorCursorCheck");
const watched = () => db().collection("emulatorListenCheck");
const elsewhere = () => db().collection("emulatorListenElsewhere");

afterAll(async () => {
  await ref().delete();
  for (const collection of [pages(), watched(), elsewhere()]) {
    const left = await collection.get();
    await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  }
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

describe("snapshot listeners on the Node Firestore emulator", () => {
  type Seen = { ids: string[]; changes: string[] };
  /** Listens to `query`; `next(n)` waits for the n-th snapshot (1 is the first). */
  function listen(query: Query) {
    const snapshots: Seen[] = [];
    const waiting: Array<() => void> = [];
    const unsubscribe = query.onSnapshot((snapshot: QuerySnapshot) => {
      const changes = snapshot.docChanges().map((change) => `${change.type satisfies DocumentChangeType} ${change.doc.id}`);
      snapshots.push({ ids: snapshot.docs.map((doc) => doc.id), changes });
      waiting.splice(0).forEach((wake) => wake());
    });
    const next = async (n: number): Promise<Seen> => {
      const deadline = Date.now() + 5_000;
      while (snapshots.length < n) {
        if (Date.now() > deadline) throw new Error(`snapshot ${n} never came (${snapshots.length} so far)`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return snapshots[n - 1]!;
    };
    return { snapshots, next, unsubscribe };
  }

  it("tell each addition, change and removal of a filtered, limited query, as Firestore does", async () => {
    await watched().doc("a").set({ kind: "sweet", rank: 1 });
    await watched().doc("b").set({ kind: "sweet", rank: 2 });
    await watched().doc("c").set({ kind: "bitter", rank: 3 });
    const sweet = listen(watched().where("kind", "==", "sweet").orderBy("rank").limit(2));
    try {
      expect(await sweet.next(1)).toEqual({ ids: ["a", "b"], changes: ["added a", "added b"] });

      await watched().doc("b").update({ note: "new" });
      expect(await sweet.next(2)).toEqual({ ids: ["a", "b"], changes: ["modified b"] });

      // c comes into the query and in front of b, which the limit then leaves out.
      await watched().doc("c").update({ kind: "sweet", rank: 0 });
      expect(await sweet.next(3)).toEqual({ ids: ["c", "a"], changes: ["removed b", "added c"] });

      await watched().doc("a").delete();
      expect(await sweet.next(4)).toEqual({ ids: ["c", "b"], changes: ["removed a", "added b"] });
    } finally {
      sweet.unsubscribe();
    }
  });

  it("are sent nothing for writes that do not touch them (the package sent their every document again)", async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => watched().doc(`big-${i}`).set({ kind: "big", body: "x".repeat(50_000) })));
    // What the client's watch receives: one "Received document change" log line per document sent.
    const { setLogFunction } = firestoreModule();
    let documentsSent = 0;
    setLogFunction((line: string) => {
      if (line.includes("Received document change")) documentsSent += 1;
    });
    const big = listen(watched().where("kind", "==", "big"));
    try {
      expect((await big.next(1)).ids).toHaveLength(5);
      expect(documentsSent).toBe(5);

      for (let i = 0; i < 20; i += 1) await elsewhere().doc(`w-${i}`).set({ i });
      await watched().doc("big-0").update({ seen: true });
      expect(await big.next(2)).toMatchObject({ changes: ["modified big-0"] });
      // The five at first, then big-0 once: twenty writes elsewhere sent nothing.
      expect(documentsSent).toBe(6);
      expect(big.snapshots).toHaveLength(2);
    } finally {
      setLogFunction(null);
      big.unsubscribe();
    }
  });
});
