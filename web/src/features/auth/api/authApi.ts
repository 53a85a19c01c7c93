import type { RegisterRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** The Firebase web config for the browser's sign-in; the same for every visitor and every visit. */
export const authClientConfigQuery = queryOptions({
  queryKey: ["auth", "client-config"],
  queryFn: async () => (await api.auth.clientConfig()).data,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function register(body: RegisterRequest) {
  return api.auth.register({ body });
}

export function logout() {
  return api.auth.logout();
}
