import { MutationCache, QueryClient } from "@tanstack/react-query";
import { raiseErrorToast } from "@/shared/api";

/** A query client for tests: no retries, and the app's one mutation error path (destructive toasts from `meta`). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error, variables, _context, mutation) => raiseErrorToast(error, variables, mutation.meta) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
