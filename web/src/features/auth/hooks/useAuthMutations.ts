import type { RegisterRequest } from "@contracts";
import { useMutation, useQueryClient, type MutationMeta } from "@tanstack/react-query";
import { GUEST_SESSION, refreshUserScopedQueries, setSession } from "@/shared/session";
import { logout, register } from "../api/authApi";

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
