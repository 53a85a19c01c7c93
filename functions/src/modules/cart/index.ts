export { cartRouter } from "./cart.routes";
export { cartAfterPurchase, cartDocument, getCart, getCartForCheckout, storedLines } from "./cart.service";
