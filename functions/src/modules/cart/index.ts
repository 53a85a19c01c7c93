export { cartRouter } from "./cart.routes";
export { cartAfterPurchase, cartDocument, getCart, storedLines } from "./cart.service";
