export { addressRouter } from "./addresses.routes";
export { getOwnAddress } from "./addresses.service";
export { authRouter } from "./auth.routes";
// The session and its guards: every module's routes ask accounts who is calling.
export { loadSession, readSession, requireAdmin, requireUser, sessionUserNamed, sessionUserOf } from "./session";
export { endpointRouter } from "./endpoint-router";
