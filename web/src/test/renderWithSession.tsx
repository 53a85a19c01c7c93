import type { SessionUser } from "@contracts";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@/app/providers/AppProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { createTestQueryClient } from "@/test/queryClient";

/**
 * Renders one component inside the app's providers and a memory router, with the session already
 * known (`user`, or a guest): for component tests that do not need start-up or the route table.
 */
export function renderWithSession(
  ui: ReactNode,
  { user = null, path = "/", strict = false }: { user?: SessionUser | null; path?: string; /** Under StrictMode at the root, as main.tsx renders. */ strict?: boolean } = {},
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user ? sessionFor(user) : GUEST_SESSION);
  const wrap = (node: ReactNode) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </AppProviders>
  );
  const view = render(wrap(ui), { reactStrictMode: strict });
  /** Renders `next` in place of the component, inside the same providers and query client. */
  const rerender = (next: ReactNode) => view.rerender(wrap(next));
  return { ...view, rerender, queryClient };
}
