import { act, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, useLocation, useRoutes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

function Broken(): never {
  throw new Error("chunk failed to load");
}

function Routes() {
  const location = useLocation();
  const element = useRoutes([
    { path: "/broken", element: <Broken /> },
    { path: "/fine", element: <h1>Fine page</h1> },
  ]);
  return (
    <>
      <Link to="/fine">Go on</Link>
      <RouteErrorBoundary locationKey={location.key}>{element}</RouteErrorBoundary>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("RouteErrorBoundary", () => {
  it("shows the error page with a reload for a page that fails to render, and clears it at the next address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    await act(async () => screen.getByRole("link", { name: "Go on" }).click());
    expect(await screen.findByRole("heading", { name: "Fine page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reload page" })).not.toBeInTheDocument();
  });
});
