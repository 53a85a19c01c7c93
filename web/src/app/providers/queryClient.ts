import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/shared/session";
import { isApiError, raiseErrorToast } from "@/shared/api";

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session cookie is gone (expired, revoked, signed out elsewhere):
  // check the session again, and the route guard takes it from there.
  const recheckSessionOn401 = (error: unknown, queryKey?: readonly unknown[]) => {
    if (isApiError(error) && error.status === 401 && queryKey?.[0] !== "auth") {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckSessionOn401(error, query.queryKey) }),
    mutationCache: new MutationCache({
      // One error path: a mutation that names its `meta.errorToast` gets its destructive toast here.
      onError: (error, variables, _context, mutation) => {
        recheckSessionOn401(error, mutation.options.mutationKey ?? ["mutation"]);
        raiseErrorToast(error, variables, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip or a 5xx might.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
