import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { checkPasswordChange, confirmsDeletion } from "../lib/profileForms";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the profile tab's checks", () => {
  it("asks the repeated password to match, and the email typed out to delete (any case)", () => {
    expect(checkPasswordChange({ currentPassword: "old-one-1", newPassword: "new-one-22", confirmPassword: "new-one-2" }).problems).toEqual({ confirmPassword: { kind: "mismatch" } });
    expect(checkPasswordChange({ currentPassword: "", newPassword: "short", confirmPassword: "short" }).problems).toEqual({
      currentPassword: { kind: "required" },
      newPassword: { kind: "tooShort", minimum: 8 },
    });
    expect(confirmsDeletion(" NOA@Chocolate.test ", SHOPPER.email)).toBe(true);
    expect(confirmsDeletion("noa@chocolate", SHOPPER.email)).toBe(false);
    expect(confirmsDeletion("", SHOPPER.email)).toBe(false);
  });
});

describe("AccountPage: Profile and privacy", () => {
  it("renames the shopper (the session takes the new name) and says where the email link went", async () => {
    const calls: { method: string; body: unknown }[] = [];
    fakeApi({
      user: SHOPPER,
      routes: {
        "PUT /api/account/profile": ({ body }) => {
          calls.push({ method: "PUT", body });
          return jsonResponse({ success: true, code: "account.profileSaved", message: "Your name is saved.", user: { ...SHOPPER, userName: "Noa Renamed" } });
        },
        "POST /api/account/email": ({ body }) => {
          calls.push({ method: "POST", body });
          return jsonResponse({ success: true, code: "account.emailLinkSent", message: "We sent a link.", pendingEmail: "noa.new@chocolate.test" });
        },
      },
    });
    const { queryClient } = renderApp("/shop/account?tab=profile");
    expect(await screen.findByRole("tab", { name: "Profile and privacy", selected: true })).toBeInTheDocument();

    const name = await screen.findByRole("textbox", { name: "User name" });
    fireEvent.change(name, { target: { value: "  Noa Renamed " } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(calls[0]).toEqual({ method: "PUT", body: { userName: "Noa Renamed" } }));
    await waitFor(() => expect(queryClient.getQueryData<{ user: { userName: string } }>(["auth", "session"])?.user.userName).toBe("Noa Renamed"));

    const email = screen.getByRole("region", { name: "Email address" });
    fireEvent.click(within(email).getByRole("button", { name: "Send confirmation link" }));
    expect(await within(email).findAllByText("This field is required.")).toHaveLength(2);
    expect(calls).toHaveLength(1);
    fireEvent.change(within(email).getByLabelText(/New email address/), { target: { value: "noa.new@chocolate.test" } });
    fireEvent.change(within(email).getByLabelText(/Current password/), { target: { value: "my-password" } });
    fireEvent.click(within(email).getByRole("button", { name: "Send confirmation link" }));
    expect(await within(email).findByRole("status")).toHaveTextContent("We sent a link to \u2066noa.new@chocolate.test\u2069. Your email changes when you open it.");
    expect(calls[1]).toEqual({ method: "POST", body: { newEmail: "noa.new@chocolate.test", currentPassword: "my-password" } });
  });

  it("deletes the account only once the email is typed, then the shopper is a guest on the home page", async () => {
    let deleted: unknown;
    fakeApi({
      user: SHOPPER,
      routes: {
        "DELETE /api/account": ({ body }) => {
          deleted = body;
          return jsonResponse({ success: true, code: "account.deleted", message: "Your account is deleted." });
        },
      },
    });
    const { router, queryClient } = renderApp("/shop/account?tab=profile");
    fireEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("without your name, street address, phone or notes");
    const confirm = within(dialog).getByRole("button", { name: "Delete my account for good" });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Type your email address/), { target: { value: "NOA@chocolate.test" } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/shop/home"));
    expect(deleted).toEqual({ confirmation: "NOA@chocolate.test" });
    // Home first, then a guest (the account page's guard would have sent a guest to sign in).
    await waitFor(() => expect(queryClient.getQueryData<{ isAuthenticated: boolean }>(["auth", "session"])?.isAuthenticated).toBe(false));
    expect(router.state.location.pathname).toBe("/shop/home");
    expect(await screen.findByText("Your account is deleted.")).toBeInTheDocument();
  });

  it("speaks Hebrew", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderApp("/shop/account?tab=profile");
    expect(await screen.findByRole("tab", { name: "פרופיל ופרטיות", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "מחיקת החשבון" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "הורדת המידע שלי" })).toBeInTheDocument();
  });
});
