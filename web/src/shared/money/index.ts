export { currencyCode, formatPrice, moneyLocale } from "./formatPrice";
