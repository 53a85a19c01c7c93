export { addressRouter } from "./addresses.routes";
export { getOwnAddress } from "./addresses.service";
export { authRouter } from "./auth.routes";
