/**
 * The Node Firestore emulator the tests run on must isolate transactions the way Firestore does
 * (scripts/lib/node-firestore-emulator.mjs adds that): the stock and address-limit guarantees of
 * the shop rest on it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../src/firebase";

const ref = () => db().collection("rateLimits").doc("emulator-transaction-check");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await ref().delete();
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
