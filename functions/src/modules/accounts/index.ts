export { addressRouter } from "./addresses.routes";
export { countAddresses, createAddressIn, getOwnAddress } from "./addresses.service";
export { authRouter } from "./auth.routes";
// The shopper's own profile and privacy (name, email, password, sign out everywhere, export, delete).
export { accountRouter } from "./account.routes";
export { DELETED_CUSTOMER_ID } from "./privacy.service";
export { revokeSessionsUntilNow } from "./auth.service";
// The session and its guards: every module's routes ask accounts who is calling.
export { loadSession, readSession, requireAdmin, requireUser, sessionUserNamed, sessionUserOf } from "./session";
export { endpointRouter } from "./endpoint-router";
// The admin's accounts list finds a profile by the start of its name or email (write the fields with either).
export { hasSearchKeys, matchesSearch, searchIndexKey, userSearchFields } from "./user-search";
