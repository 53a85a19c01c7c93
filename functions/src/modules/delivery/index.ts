// The atelier's calendar: ways to receive an order, dates, slots, cut-offs, holidays and capacity.
export { deliveryRouter } from "./delivery.routes";
export { getDeliverySettings, forgetCachedDeliverySettings, deliverySettingsDocument } from "./delivery-settings";
export { checkDeliveryChoice, type CheckedDelivery } from "./order-delivery";
export { holdPlace, keepPlace, readDay, releasePlace, hasPlace } from "./capacity";
export { leadDaysOf } from "./availability.service";
export { deliveryStillPossible, placeTaken, formatShopDate } from "./order-delivery";
export { DELIVERY_SETTINGS_DOC } from "./delivery-settings";
export { readDays, placesLeft, isLive, dayBookingsOf, deliveryDayRef, type DayBookings } from "./capacity";
export { planDays, type DayPlan } from "./calendar";
export { reasonText, type CalendarContext } from "./availability.service";
export { shopClock, shopInstant, isIsoDate, addDays } from "./time-zone";
