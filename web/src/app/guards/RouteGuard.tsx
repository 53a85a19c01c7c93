import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useCurrentSession } from "@/shared/session";
import { resolveRouteAccess } from "./routeAccess";

/** Applies `resolveRouteAccess` to every location; renders its children (or the outlet) when allowed. */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const session = useCurrentSession();
  const state = location.state as { from?: unknown } | null;
  const from = typeof state?.from === "string" ? state.from : null;
  const redirect = resolveRouteAccess(location.pathname, session, { from });

  if (redirect) {
    const requested = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={redirect.to} replace state={redirect.rememberFrom ? { from: requested } : undefined} />;
  }
  return children ?? <Outlet />;
}
