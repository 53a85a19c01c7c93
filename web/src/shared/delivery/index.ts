export { calendarInstant, calendarLocale, formatCalendarDate, formatDeliveryDate, formatTimeRange } from "./formatDelivery";
