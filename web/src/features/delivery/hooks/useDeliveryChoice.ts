import type { AvailabilityDay, DeliveryChoice, DeliveryMethod, DeliveryOption } from "@contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
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
 * The checkout's choice of how and when: the ways the cart can be received to `addressId` (the
 * server's answer, with each way's fee), the way picked, its date (the first possible one until
 * another is picked) and its slot. Until the shopper picks a way it is the carrier when the address
 * allows it (the server's own default), or the shop's only way; a choice the answers no longer allow
 * (the address changed, a day filled up) falls away. `choice` is what the order is created with,
 * once nothing is missing (`problem` null).
 */
export function useDeliveryChoice({
  addressId,
  city,
  items,
  enabled = true,
}: {
  addressId: string | null;
  /** The chosen address's city: the courier's zone. */
  city?: string;
  items: readonly DeliveryCartLine[];
  enabled?: boolean;
}) {
  const language = useLanguage();
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [fresh, setFresh] = useState(0);
  const optionsQuery = useQuery(deliveryOptionsQuery({ addressId, items, language, fresh, enabled: enabled && items.length > 0 }));
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
    (): Omit<AvailabilityRequest, "month"> | null => (method ? { method, city: method === "courier" ? city : undefined, products, language, fresh } : null),
    [city, fresh, language, method, products],
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
