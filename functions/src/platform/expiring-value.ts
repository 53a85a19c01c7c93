/**
 * A value read once and kept for a while by one functions instance: the settings
 * (modules/settings) and the listing's totals (modules/catalog). Requests that arrive while a read is under way share it; a failed read is
 * not kept. `forget()` drops the value, a read under way included (it may hold what was stored
 * before the save that asked to forget): callers waiting on it still get it, later ones read again.
 */
export interface ExpiringValue<T> {
  get(): Promise<T>;
  forget(): void;
}

export interface ExpiringValueOptions<T> {
  load: () => Promise<T>;
  /** Read on each `get`, so a changed configuration applies at once; 0 keeps nothing. */
  ttlMs: () => number;
  /** Milliseconds; tests pass a fake clock. */
  now?: () => number;
}

export function expiringValue<T>({ load, ttlMs, now = Date.now }: ExpiringValueOptions<T>): ExpiringValue<T> {
  let entry: { value: Promise<T>; readAt: number } | undefined;

  return {
    get() {
      const ttl = ttlMs();
      if (entry && now() - entry.readAt < ttl) return entry.value;
      const readAt = now();
      const value = load();
      if (ttl <= 0) return value;
      const mine = { value, readAt };
      entry = mine;
      value.catch(() => {
        if (entry === mine) entry = undefined;
      });
      return value;
    },
    forget() {
      entry = undefined;
    },
  };
}
