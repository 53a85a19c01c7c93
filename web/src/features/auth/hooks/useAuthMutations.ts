import type { LoginRequest, RegisterRequest } from "@contracts";
import { useMutation, useQueryClient, type MutationMeta } from "@tanstack/react-query";
import { GUEST_SESSION, refreshUserScopedQueries, sessionFor, setSession } from "@/shared/session";
import { login, logout, register } from "../api/authApi";

/**
 * POST /api/auth/login; on success the session query holds the signed-in user. `meta` names the
 * failure toast (the sign-in form's); the sign-in that follows registering passes none and stays quiet.
 */
export function useLogin(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "login"],
    meta,
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (response) => {
      setSession(queryClient, sessionFor(response.user));
      void refreshUserScopedQueries(queryClient);
    },
  });
}

/** POST /api/auth/register; leaves the visitor signed out (spec section 4). */
export function useRegister(meta?: MutationMeta) {
  return useMutation({ mutationKey: ["auth", "register"], mutationFn: (body: RegisterRequest) => register(body), meta });
}

/** POST /api/auth/logout; on success the session query holds a guest. */
export function useLogout(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "logout"],
    meta,
    mutationFn: () => logout(),
    onSuccess: () => {
      setSession(queryClient, GUEST_SESSION);
      void refreshUserScopedQueries(queryClient);
    },
  });
}
