import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FirebaseError } from "firebase/app";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN, SHOPPER, deferred, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";

/*
 * Firebase Auth's network step is faked here (the journeys in e2e/ sign in against the real Auth
 * emulator): the password check answers an ID token, or Firebase's error. The rest is the shop's own:
 * the form's checks, the error wording, `POST /api/auth/session`, the toasts and where the user goes.
 */
const firebase = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock("firebase/auth", async (original) => ({ ...(await original<typeof import("firebase/auth")>()), ...firebase }));

beforeEach(() => {
  firebase.signInWithEmailAndPassword.mockImplementation(async (_auth: unknown, email: string) => ({
    user: { getIdToken: async () => `id-token-of-${email}` },
  }));
  firebase.signOut.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

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
    // The form appears once the sign-in's Firebase config has arrived.
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByText("Welcome to ECommerce Shopping")).toBeInTheDocument();
  });

  it("signs in, toasts the server message and goes to the shop home", async () => {
    const fetch = fakeApi({
      routes: {
        "POST /api/auth/session": () => jsonResponse({ success: true, message: "Logged in successfully", user: SHOPPER }),
      },
    });
    const { router } = renderApp("/auth/login");
    await fillAndSubmit();

    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shop/home");
    expect(router.state.historyAction).toBe("REPLACE");
    // The toast may land a moment after the page (the footer's chunk loads beside it), and the home page's
    // own alert (this fake API serves no products) beside it.
    await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain("Logged in successfully"));
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();

    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), SHOPPER.email, "Truffle!2026");
    const session = fetch.mock.calls.find(([url]) => url === "/api/auth/session") as unknown as [string, RequestInit];
    expect(JSON.parse(session[1].body as string)).toEqual({ idToken: `id-token-of-${SHOPPER.email}` });
    expect(session[1].credentials).toBe("include");
    // The browser's Firebase keeps no one signed in: the cookie is the session.
    expect(firebase.signOut).toHaveBeenCalled();
  });

  it("uses the default success text when the server's message is empty", async () => {
    fakeApi({ routes: { "POST /api/auth/session": () => jsonResponse({ success: true, message: "", user: SHOPPER }) } });
    renderApp("/auth/login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Logged in successfully");
  });

  it("says a wrong password in the shop's words, with a destructive toast, and stays on the login page", async () => {
    const fetch = fakeApi();
    firebase.signInWithEmailAndPassword.mockRejectedValue(new FirebaseError("auth/invalid-credential", "Firebase: Error (auth/invalid-credential)."));
    const { router } = renderApp("/auth/login");
    await fillAndSubmit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(alert).toHaveAttribute("data-variant", "destructive");
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(fetch.mock.calls.some(([url]) => url === "/api/auth/session")).toBe(false);
  });

  it("says a disabled account cannot sign in", async () => {
    fakeApi();
    firebase.signInWithEmailAndPassword.mockRejectedValue(new FirebaseError("auth/user-disabled", "Firebase: Error (auth/user-disabled)."));
    renderApp("/auth/login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("This account cannot sign in.");
  });

  it("falls back to 'Invalid credentials' when the failure has no message", async () => {
    fakeApi({ routes: { "POST /api/auth/session": () => new Response("Bad gateway", { status: 502 }) } });
    renderApp("/auth/login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials");
  });

  it("disables the button while the request is in flight", async () => {
    const answer = deferred<Response>();
    fakeApi({ routes: { "POST /api/auth/session": () => answer.promise } });
    renderApp("/auth/login");
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled());
    answer.resolve(jsonResponse({ success: false, code: "auth.invalidCredentials", message: "Invalid email or password" }, 401));
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
  });

  it("checks the fields as the API would, under the inputs, before asking Firebase", async () => {
    fakeApi();
    renderApp("/auth/login");
    await fillAndSubmit("x@y");
    expect(await screen.findByText("Enter a valid email address, like name@example.com.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("returns a guest to the page they came from after signing in", async () => {
    fakeApi({ routes: { "POST /api/auth/session": () => jsonResponse({ success: true, message: "Welcome", user: SHOPPER }) } });
    const { router } = renderApp("/shop/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.state).toEqual({ from: "/shop/account" });

    await fillAndSubmit();
    expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shop/account");
  });

  it("sends an admin to the dashboard (the admin chunk)", async () => {
    fakeApi({ routes: { "POST /api/auth/session": () => jsonResponse({ success: true, message: "Welcome", user: ADMIN }) } });
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
