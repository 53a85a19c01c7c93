/**
 * /api/shop/delivery — the atelier's calendar for the checkout.
 *
 * GET /availability?method=&from=&to=[&city=][&products=a,b]  (public, a minute's shared cache: the
 *     same for every caller) → {data: {method, timeZone, zone?, days: [{date, open, reason?, reasonText?,
 *     hebrewDate, holidays, slots: [{id, from, to, left}], left, arrivalDate?}]}}; 400 a bad range, a way
 *     switched off, a city outside every courier zone
 * GET /options[?addressId=|?city=]  (session) → the ways the cart can be received, each with its fee and first date
 */
import { endpoints } from "@cocoa/contracts";
import { SHARED_CACHE } from "../../platform/http/cache-control";
import { requestLanguage } from "../../platform/http/localize";
import { ok } from "../../platform/http/route";
import { endpointRouter, sessionUserOf } from "../accounts";
import { availableDays, courierZoneOf, leadDaysOf, requireEnabled } from "./availability.service";
import { getDeliverySettings } from "./delivery-settings";
import { deliveryOptions } from "./options.service";

export function deliveryRouter() {
  const { router, route } = endpointRouter("/shop/delivery");
  const { delivery } = endpoints;

  route(
    delivery.availability,
    async ({ query }, req) => {
      const settings = await getDeliverySettings();
      requireEnabled(settings, query.method);
      const zone = query.method === "courier" ? courierZoneOf(settings, query.city ?? "") : undefined;
      const leadDays = await leadDaysOf(query.products ?? []);
      const context = { method: query.method, settings, leadDays, zone, now: new Date() };
      const days = await availableDays(query.from, query.to, context, requestLanguage(req));
      return ok({ method: query.method, timeZone: settings.timeZone, ...(zone ? { zone: { id: zone.id, name: zone.name, nameHe: zone.nameHe } } : {}), days });
    },
    { cache: SHARED_CACHE.shop },
  );

  route(delivery.options, async ({ query }, req, res) => ok(await deliveryOptions(sessionUserOf(res).id, { addressId: query.addressId, city: query.city }, requestLanguage(req))));

  return router;
}
