export { DeliveryCalendar } from "./components/DeliveryCalendar";
export { DeliveryChooser } from "./components/DeliveryChooser";
export { DeliveryMethodPicker, useDeliveryFeeText } from "./components/DeliveryMethodPicker";
export { SlotPicker } from "./components/SlotPicker";
export { useDeliveryChoice } from "./hooks/useDeliveryChoice";
export type { DeliveryChoiceState, DeliveryProblem } from "./hooks/useDeliveryChoice";
export { availabilityQuery, deliveryKeys, deliveryOptionsQuery } from "./api/deliveryApi";
export type { AvailabilityRequest, DeliveryCartLine } from "./api/deliveryApi";
