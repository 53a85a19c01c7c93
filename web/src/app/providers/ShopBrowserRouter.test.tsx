import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { Link, Outlet, useRoutes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { lazyWithPreload } from "@/shared/lib/lazyWithPreload";
import { ShopBrowserRouter, usePendingScreen } from "./ShopBrowserRouter";

/** A layout as the shop's are: the screen inside an element that goes inert while the next one loads. */
function Layout() {
  const pending = usePendingScreen();
  return (
    <div data-testid="screen" {...pending}>
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </div>
  );
}

function Login() {
  return (
    <form>
      <label>
        Email <input name="email" />
      </label>
      <Link to="/forgot">Forgot password?</Link>
      <Link to="/login?from=checkout">Why sign in?</Link>
    </form>
  );
}

let arrive: (module: { default: () => ReactNode }) => void = () => {};
const Forgot = lazyWithPreload(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));

function Routes() {
  return useRoutes([{ element: <Layout />, children: [{ path: "/login", element: <Login /> }, { path: "/forgot", element: <Forgot /> }] }]);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ShopBrowserRouter", () => {
  it("keeps the old screen while the next one's code is on its way, inert and busy, so nothing is typed into it", async () => {
    window.history.replaceState(null, "", "/login");
    render(
      <ShopBrowserRouter>
        <Routes />
      </ShopBrowserRouter>,
    );
    expect(screen.getByTestId("screen")).not.toHaveAttribute("inert");

    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Forgot password?" })));
    expect(window.location.pathname).toBe("/forgot");
    // A transition: the old screen stays (no loading flash), but it takes no input and says it is busy.
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
    expect(screen.getByTestId("screen")).toHaveAttribute("inert");
    expect(screen.getByTestId("screen")).toHaveAttribute("aria-busy", "true");

    await act(async () => arrive({ default: () => <h1>Reset your password</h1> }));
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(screen.getByTestId("screen")).not.toHaveAttribute("inert");
    expect(screen.getByTestId("screen")).not.toHaveAttribute("aria-busy");
  });

  it("leaves the screen as it is when only the query changes (filters, sorting, a search)", async () => {
    window.history.replaceState(null, "", "/login");
    render(
      <ShopBrowserRouter>
        <Routes />
      </ShopBrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Why sign in?" })));
    expect(window.location.search).toBe("?from=checkout");
    expect(screen.getByTestId("screen")).not.toHaveAttribute("inert");
  });
});
