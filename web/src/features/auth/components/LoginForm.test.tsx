import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, SHOPPER, deferred, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email = SHOPPER.email, password = "Truffle!2026") {
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("login", () => {
  it("shows the login screen with its title, register link and inputs", async () => {
    fakeApi();
    renderApp("/auth/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to your account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByText("Welcome to ECommerce Shopping")).toBeInTheDocument();
  });

  it("signs in, toasts the server message and goes to the shop home", async () => {
    const fetch = fakeApi({
      routes: {
        "POST /api/auth/login": () => jsonResponse({ success: true, message: "Logged in successfully", user: SHOPPER }),
      },
    });
    const { router } = renderApp("/auth/login");
    await fillAndSubmit();

    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shop/home");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("alert")).toHaveTextContent("Logged in successfully");
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();

    const login = fetch.mock.calls.find(([url]) => url === "/api/auth/login") as unknown as [string, RequestInit];
    expect(JSON.parse(login[1].body as string)).toEqual({ email: SHOPPER.email, password: "Truffle!2026" });
    expect(login[1].credentials).toBe("include");
  });

  it("uses the default success text when the server's message is empty", async () => {
    fakeApi({ routes: { "POST /api/auth/login": () => jsonResponse({ success: true, message: "", user: SHOPPER }) } });
    renderApp("/auth/login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Logged in successfully");
  });

  it("refuses with a destructive toast carrying the server message and stays on the login page", async () => {
    fakeApi({
      routes: {
        "POST /api/auth/login": () => jsonResponse({ success: false, code: "auth.invalidCredentials", message: "Invalid email or password" }, 401),
      },
    });
    const { router } = renderApp("/auth/login");
    await fillAndSubmit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(alert).toHaveAttribute("data-variant", "destructive");
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("falls back to 'Invalid credentials' when the failure has no message", async () => {
    fakeApi({ routes: { "POST /api/auth/login": () => new Response("Bad gateway", { status: 502 }) } });
    renderApp("/auth/login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials");
  });

  it("disables the button while the request is in flight", async () => {
    const answer = deferred<Response>();
    fakeApi({ routes: { "POST /api/auth/login": () => answer.promise } });
    renderApp("/auth/login");
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled());
    answer.resolve(jsonResponse({ success: false, code: "auth.invalidCredentials", message: "Invalid email or password" }, 401));
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
  });

  it("shows the server's field errors under the inputs", async () => {
    fakeApi({
      routes: {
        "POST /api/auth/login": () =>
          jsonResponse({ success: false, message: "Invalid request", errors: { email: "Enter a valid email address" } }, 400),
      },
    });
    renderApp("/auth/login");
    await fillAndSubmit("x@y.z");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("returns a guest to the page they came from after signing in", async () => {
    fakeApi({ routes: { "POST /api/auth/login": () => jsonResponse({ success: true, message: "Welcome", user: SHOPPER }) } });
    const { router } = renderApp("/shop/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.state).toEqual({ from: "/shop/account" });

    await fillAndSubmit();
    expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shop/account");
  });

  it("sends an admin to the dashboard (the admin chunk)", async () => {
    fakeApi({ routes: { "POST /api/auth/login": () => jsonResponse({ success: true, message: "Welcome", user: ADMIN }) } });
    const { router } = renderApp("/auth/login");
    await fillAndSubmit(ADMIN.email);
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});

describe("register", () => {
  async function fillRegister() {
    fireEvent.change(await screen.findByLabelText("User name"), { target: { value: "Noa Newcomer" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "noa@chocolate.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Truffle!2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
  }

  it("creates the account, toasts and goes to the login page", async () => {
    const fetch = fakeApi({
      routes: { "POST /api/auth/register": () => jsonResponse({ success: true, message: "Registration successful" }, 201) },
    });
    const { router } = renderApp("/auth/register");
    expect(await screen.findByRole("heading", { level: 1, name: "Create new account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    await fillRegister();

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(screen.getByRole("alert")).toHaveTextContent("Registration successful");
    const call = fetch.mock.calls.find(([url]) => url === "/api/auth/register") as unknown as [string, RequestInit];
    expect(JSON.parse(call[1].body as string)).toEqual({
      userName: "Noa Newcomer",
      email: "noa@chocolate.test",
      password: "Truffle!2026",
    });
  });

  it("refuses with the server message, or 'An error occurred'", async () => {
    fakeApi({
      routes: {
        "POST /api/auth/register": () =>
          jsonResponse({ success: false, message: "User already exists with the same email!" }, 409),
      },
    });
    renderApp("/auth/register");
    await fillRegister();
    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists with the same email!");
    expect(screen.getByRole("alert")).toHaveAttribute("data-variant", "destructive");

    vi.unstubAllGlobals();
    fakeApi({ routes: { "POST /api/auth/register": () => new Response("", { status: 500 }) } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("An error occurred"));
  });
});
