import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { fetchSession, GUEST_SESSION, type Session } from "./sessionApi";

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/**
 * The current session, from GET /api/auth/check-auth (a 401 means guest). Login, register and
 * logout update this query; read `data` (a `Session`) and `isPending`.
 */
export function useSession() {
  return useQuery(sessionQuery());
}

/** The session's key and fetcher together (TanStack `queryOptions`). */
export const sessionQuery = () =>
  queryOptions<Session>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The session once start-up has loaded it: a guest until then. */
export function useCurrentSession(): Session {
  return useSession().data ?? GUEST_SESSION;
}

export function setSession(queryClient: QueryClient, session: Session) {
  queryClient.setQueryData<Session>(SESSION_QUERY_KEY, session);
}

/** After the signed-in user changes, refetch everything that may belong to the old user. */
export function refreshUserScopedQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== "auth" && query.queryKey[0] !== "settings",
  });
}
