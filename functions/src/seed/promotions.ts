/**
 * The seed's promotions (issue 36), so a newcomer can try both kinds: the code WELCOME10 (10% off the
 * whole order from a $50.00 subtotal, once per customer) and an automatic 10% off every bar, whose
 * badge shows on the bars' tiles and pages. Neither combines with the other: a cart of bars over
 * $50.00 with WELCOME10 gets the one worth more (`priceWithPromotions`).
 *
 * Written as the admin's form sends them and parsed by the same schema when seeded, so they hold to
 * every rule a saved promotion does. Open-ended: no start, no end, no limit on total uses.
 */
import type { PromotionRequest } from "@cocoa/contracts";
import type { SeedCategoryId } from "./catalog";

export interface SeedPromotion {
  _id: string;
  input: PromotionRequest;
}

/** The category the automatic promotion covers (typed, so a renamed seed category breaks the build). */
const BARS: SeedCategoryId = "bars";

export const seedPromotions: readonly SeedPromotion[] = [
  {
    _id: "seed-welcome10",
    input: {
      kind: "code",
      code: "WELCOME10",
      name: "Welcome 10%",
      nameHe: "ברוכים הבאים: 10% הנחה",
      benefit: { type: "percent", percent: 10 },
      scope: { type: "order" },
      minSubtotal: 5000,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: true,
      firstOrderOnly: false,
      combinable: false,
    },
  },
  {
    _id: "seed-bars-10",
    input: {
      kind: "automatic",
      name: "10% off every bar",
      nameHe: "10% הנחה על כל הטבלאות",
      benefit: { type: "percent", percent: 10 },
      scope: { type: "categories", categoryIds: [BARS] },
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: false,
      firstOrderOnly: false,
      combinable: false,
    },
  },
];
