import type { LoginRequest, RegisterRequest } from "@contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GUEST_SESSION, refreshUserScopedQueries, sessionFor, setSession } from "@/shared/session";
import { login, logout, register } from "../api/authApi";

/** POST /api/auth/login; on success the session query holds the signed-in user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "login"],
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (response) => {
      setSession(queryClient, sessionFor(response.user));
      void refreshUserScopedQueries(queryClient);
    },
  });
}

/** POST /api/auth/register; leaves the visitor signed out (spec section 4). */
export function useRegister() {
  return useMutation({ mutationKey: ["auth", "register"], mutationFn: (body: RegisterRequest) => register(body) });
}

/** POST /api/auth/logout; on success the session query holds a guest. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "logout"],
    mutationFn: () => logout(),
    onSuccess: () => {
      setSession(queryClient, GUEST_SESSION);
      void refreshUserScopedQueries(queryClient);
    },
  });
}
