import type { AvailabilityDay, DeliveryChoice, DeliveryMethod, DeliveryOption } from "@contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { availabilityQuery, deliveryOptionsQuery, productList, type AvailabilityRequest, type DeliveryCartLine } from "../api/deliveryApi";
import { addDays, monthOf, todayIn } from "../lib/calendarDates";

/** What the shopper still has to choose before the order can be placed. */
export type DeliveryProblem = "method" | "date" | "slot";

interface Picks {
  method: DeliveryMethod | null;
  date: string | null;
  slotId: string | null;
}

const NO_PICKS: Picks = { method: null, date: null, slotId: null };
const NO_OPTIONS: DeliveryOption[] = [];

/** How long the typing of a city (an address without an id) pauses before the options are asked for it. */
export const TYPED_CITY_PAUSE_MS = 400;

/** `value` once it has stayed the same for `delay` ms (the first value at once). */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [delay, settled, value]);
  return settled;
}

/**
 * The slot the order takes: the picked one while it has a place, else the day's one slot (a courier
 * with a single window) when it has a place. Of several, the shopper picks: never one by elimination.
 */
function slotOf(day: AvailabilityDay | undefined, picked: string | null): string | null {
  if (!day) return picked;
  const free = day.slots.filter((slot) => slot.left !== 0);
  if (picked && free.some((slot) => slot.id === picked)) return picked;
  const [only] = day.slots;
  return day.slots.length === 1 && only && only.left !== 0 ? only.id : null;
}

/**
 * The checkout's choice of how and when: the ways the cart can be received to `addressId`, or to an
 * address typed at checkout that has no id (a gift's) by its `city` alone (the server's answer, with
 * each way's fee; a typed city is asked for once the typing pauses), the way picked, its date (the
 * first possible one until another is picked) and its slot. Until the shopper picks a way it is the
 * carrier when the address allows it (the server's own default), or the shop's only way; a choice the
 * answers no longer allow (the address changed, a day filled up) falls away. `choice` is what the order is created with,
 * once nothing is missing (`problem` null).
 */
export function useDeliveryChoice({
  addressId,
  city,
  items,
  enabled = true,
}: {
  /** The saved address chosen; null for none, or for an address typed at checkout (then `city` is its city). */
  addressId: string | null;
  /** The chosen address's city: the courier's zone. Without `addressId`, the typed address's city, which the options are asked for. */
  city?: string;
  items: readonly DeliveryCartLine[];
  enabled?: boolean;
}) {
  const language = useLanguage();
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [fresh, setFresh] = useState(0);
  // A typed city changes with every key: the options (and the courier's days) follow it once the typing pauses.
  const typedCity = useSettledValue(addressId ? undefined : city?.trim() || undefined, TYPED_CITY_PAUSE_MS);
  const zoneCity = addressId ? city : typedCity;
  const optionsQuery = useQuery(deliveryOptionsQuery({ addressId, city: typedCity, items, language, fresh, enabled: enabled && items.length > 0 }));
  const answer = optionsQuery.data;
  const options = answer?.options ?? NO_OPTIONS;

  // Until the shopper picks a way: the carrier, as the server does for an order that names none, or
  // the shop's one way. Pickup and the courier are always the shopper's own choice.
  const fallback = options.find((entry) => entry.method === "shipping" && entry.available) ?? (options.length === 1 && options[0]?.available ? options[0] : undefined);
  const method = options.some((entry) => entry.available && entry.method === picks.method) ? picks.method : (fallback?.method ?? null);
  const option = options.find((entry) => entry.method === method);
  const timeZone = answer?.timeZone ?? "Asia/Jerusalem";
  const today = todayIn(timeZone);
  const lastDate = addDays(today, answer?.horizonDays ?? 0);

  const products = productList(items);
  const base = useMemo(
    (): Omit<AvailabilityRequest, "month"> | null => (method ? { method, city: method === "courier" ? zoneCity : undefined, products, language, fresh } : null),
    [zoneCity, fresh, language, method, products],
  );
  const candidate = (picks.method === method ? picks.date : null) ?? option?.firstDate ?? null;
  const dayQuery = useQuery(availabilityQuery({ ...(base ?? { method: "shipping", products, language }), month: monthOf(candidate ?? today) }, Boolean(base && candidate)));
  const day = dayQuery.data?.days.find((entry) => entry.date === candidate);
  // A day the calendar now shows closed (taken meanwhile) is no choice.
  const date = candidate && (!day || day.open) ? candidate : null;
  const slotId = method && method !== "shipping" && date ? slotOf(day, picks.method === method ? picks.slotId : null) : null;

  const problem: DeliveryProblem | null = !method ? "method" : !date ? "date" : method !== "shipping" && !slotId ? "slot" : null;
  const choice: DeliveryChoice | null = method && date && !problem ? { method, date, ...(slotId ? { slotId } : {}) } : null;

  const selectMethod = useCallback((next: DeliveryMethod) => setPicks((old) => (old.method === next ? old : { method: next, date: null, slotId: null })), []);
  const selectDate = useCallback(
    (next: string) => setPicks((old) => (old.date === next && old.method === method ? old : { method, date: next, slotId: null })),
    [method],
  );
  const selectSlot = useCallback((next: string) => setPicks((old) => ({ method, date: old.method === method ? old.date : null, slotId: next })), [method]);

  /**
   * After the server refused the choice (409: the slot or the day was taken meanwhile): read the
   * calendar again past every cache; a full slot keeps its day, a day gone falls back to the first
   * possible date.
   */
  const refresh = useCallback((code?: string) => {
    setFresh((old) => old + 1);
    setPicks((old) => (code === "delivery.slotFull" ? { ...old, slotId: null } : { method: old.method, date: null, slotId: null }));
  }, []);

  return {
    optionsQuery,
    options,
    method,
    option,
    timeZone,
    today,
    lastDate,
    /** Every availability request of the chosen way but its month (null: no way chosen). */
    availability: base,
    date,
    day,
    dayQuery,
    slotId,
    problem,
    choice,
    /** The chosen way's fee for this cart (minor units), once a way is chosen. */
    fee: option?.fee,
    selectMethod,
    selectDate,
    selectSlot,
    refresh,
  };
}

export type DeliveryChoiceState = ReturnType<typeof useDeliveryChoice>;
