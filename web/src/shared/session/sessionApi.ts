import type { SessionUser } from "@contracts";
import { api, isApiError } from "@/shared/api";

/** Who is using the app: a guest, or a signed-in user. */
export interface Session {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export const GUEST_SESSION: Session = Object.freeze({ isAuthenticated: false, user: null });

export function sessionFor(user: SessionUser): Session {
  return { isAuthenticated: true, user };
}

/** check-auth, never cached: `user: null` (or, from an older server, a 401) means "guest". */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  try {
    const response = await api.auth.checkAuth({ noCache: true, signal });
    return response.success && response.user ? sessionFor(response.user) : GUEST_SESSION;
  } catch (error) {
    // Spec: a rejected auth check clears the user. Any failure leaves the visitor a guest.
    if (isApiError(error)) return GUEST_SESSION;
    throw error;
  }
}
