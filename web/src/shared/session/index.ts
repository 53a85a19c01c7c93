export { fetchSession, GUEST_SESSION, sessionFor } from "./sessionApi";
export type { Session } from "./sessionApi";
export { refreshUserScopedQueries, SESSION_QUERY_KEY, setSession, useCurrentSession, useSession } from "./useSession";
