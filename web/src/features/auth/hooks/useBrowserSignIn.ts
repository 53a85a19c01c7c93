/**
 * Signing in from the sign-in screens, with the Firebase SDK (their chunk only: the user menu on every
 * page takes sign-out from useAuthMutations, which does not load Firebase).
 */
import type { AuthSuccessResponse, LoginRequest } from "@contracts";
import { useMutation, useQueryClient, type MutationMeta, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAuth } from "reactfire";
import { refreshUserScopedQueries, sessionFor, setSession } from "@/shared/session";
import { SignInCancelled, signInWithGoogleInBrowser, signInWithPasswordInBrowser } from "../firebase/signInInBrowser";

function signedIn(queryClient: QueryClient, response: AuthSuccessResponse | null) {
  if (!response) return;
  setSession(queryClient, sessionFor(response.user));
  void refreshUserScopedQueries(queryClient);
}

/**
 * Email and password through the Firebase SDK, then `POST /api/auth/session`; on success the session
 * query holds the signed-in user. `meta` names the failure toast (the sign-in form's); the sign-in that
 * follows registering passes none and stays quiet. Only inside `FirebaseAuthScope`.
 */
export function useLogin(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationKey: ["auth", "login"],
    meta,
    mutationFn: (body: LoginRequest) => signInWithPasswordInBrowser(auth, body),
    onSuccess: (response) => signedIn(queryClient, response),
  });
}

/** Google's account chooser, then `POST /api/auth/session`. Closing the chooser answers `null`: no session, no toast. */
export function useGoogleSignIn(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const { i18n } = useTranslation();
  return useMutation({
    mutationKey: ["auth", "google"],
    meta,
    mutationFn: async (): Promise<AuthSuccessResponse | null> => {
      try {
        return await signInWithGoogleInBrowser(auth, i18n.language);
      } catch (error) {
        if (error instanceof SignInCancelled) return null;
        throw error;
      }
    },
    onSuccess: (response) => signedIn(queryClient, response),
  });
}
