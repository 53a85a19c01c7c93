export { formatPrice } from "./formatPrice";
