// The one money formatter lives in the contracts, so the server's emails format money the same way.
export { currencyCode, formatPrice, moneyLocale } from "@contracts";
export { minusPrice } from "./minusPrice";
