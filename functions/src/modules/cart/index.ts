export { cartRouter } from "./cart.routes";
export { userIdSchema } from "./cart.schemas";
export { cartAfterPurchase, cartDocument, getCart, storedLines } from "./cart.service";
