/**
 * Abuse limits counted in Firestore, so that they hold across every instance of the function.
 *
 * Each counter is one document `rateLimits/{limit name}_{sha256 of its key}` holding the times
 * (ms) of the actions still inside the limit's window (a sliding-window log: at most `max` numbers)
 * and `expiresAt`, the end of the window of the newest one; a Firestore TTL policy on `expiresAt`
 * deletes idle counters (firestore.indexes.json). Keys are hashed: no address or email is stored.
 *
 * `takeSlots` counts one action against several counters in one transaction, all or none, so
 * concurrent requests cannot slip past a full counter. Actions that should count only when they
 * fail (a sign-in) take their slot first and give it back when they succeed (`giveBack`).
 */
import { createHash } from "node:crypto";
import { waitMinutes, type AbuseLimit } from "@cocoa/contracts";
import { HttpError } from "./errors";
import { db, firestoreModule } from "./firebase";
import { collections } from "./collections";


/** One counter: a limit and what it counts by (a client address, an account, or both). */
export interface Counter {
  limit: AbuseLimit;
  key: readonly string[];
}

/** What `takeSlots` counted, to give back. */
export interface Slots {
  counters: readonly Counter[];
  at: number;
}

export function counterId(counter: Counter): string {
  const hash = createHash("sha256").update(counter.key.join("\u0000")).digest("hex").slice(0, 40);
  return `${counter.limit.name}_${hash}`;
}

const counterRef = (counter: Counter) => db().collection(collections.rateLimits).doc(counterId(counter));

/** The stored times still inside the window, oldest first. */
function hitsInWindow(stored: unknown, limit: AbuseLimit, now: number): number[] {
  return (Array.isArray(stored) ? stored : [])
    .filter((t): t is number => typeof t === "number" && t > now - limit.windowMs)
    .sort((a, b) => a - b);
}

/** A 429 for the fullest of `full`: its message and `Retry-After` name the longest wait. */
function tooMany(full: { limit: AbuseLimit; waitMs: number }[]): HttpError {
  const worst = full.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
  const seconds = Math.max(1, Math.ceil(worst.waitMs / 1000));
  return new HttpError(429, worst.limit.message, { minutes: waitMinutes(worst.waitMs) }, { headers: { "Retry-After": String(seconds) } });
}

/**
 * Counts one action against every counter, or none when any is full: then 429 with the wait until
 * every full counter has room again.
 */
export async function takeSlots(counters: readonly Counter[], now = Date.now()): Promise<Slots> {
  const { Timestamp } = firestoreModule();
  const refs = counters.map(counterRef);
  const full = await db().runTransaction(async (tx) => {
    const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
    const logs = counters.map((counter, i) => ({ counter, hits: hitsInWindow(snapshots[i]?.get("hits"), counter.limit, now) }));
    const blocked = logs
      .filter(({ counter, hits }) => hits.length >= counter.limit.max)
      // Room again once enough of the oldest hits leave the window.
      .map(({ counter, hits }) => ({
        limit: counter.limit,
        waitMs: (hits[hits.length - counter.limit.max] ?? now) + counter.limit.windowMs - now,
      }));
    if (blocked.length > 0) return blocked;
    logs.forEach(({ counter, hits }, i) => {
      const ref = refs[i];
      if (ref) tx.set(ref, { hits: [...hits, now], expiresAt: Timestamp.fromMillis(now + counter.limit.windowMs) });
    });
    return [];
  });
  if (full.length > 0) throw tooMany(full);
  return { counters, at: now };
}

/**
 * Gives back the slots `takeSlots` took (the action turned out not to count), and empties the
 * `clear` counters altogether (a success that proves the earlier failures were the owner's own).
 */
export async function giveBack(slots: Slots, options: { clear?: readonly Counter[] } = {}): Promise<void> {
  const clear = new Set((options.clear ?? []).map(counterId));
  const refs = slots.counters.map(counterRef);
  if (refs.length === 0) return;
  await db().runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    snapshots.forEach((snapshot, i) => {
      const ref = refs[i];
      if (!snapshot.exists || !ref) return;
      if (clear.has(snapshot.id)) {
        tx.delete(ref);
        return;
      }
      const stored: unknown = snapshot.get("hits");
      const hits = Array.isArray(stored) ? [...stored] : [];
      const mine = hits.indexOf(slots.at);
      if (mine === -1) return;
      hits.splice(mine, 1);
      tx.update(ref, { hits });
    });
  });
}
