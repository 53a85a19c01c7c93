import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deferred, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";

async function fillForm() {
  const user = userEvent.setup();
  fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, { timeout: 5000 }), { target: { value: "Noa Newcomer" } });
  fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "noa@chocolate.test" } });
  await user.selectOptions(screen.getByRole("combobox", { name: /^Subject/ }), "Wholesale and events");
  fireEvent.change(screen.getByRole("textbox", { name: /^Message/ }), { target: { value: "Truffles for 120 guests?" } });
  return user;
}

describe("ContactPage", () => {
  it("shows hours and contact info, sends, shows the sending state, then the success toast and clears the form", async () => {
    const answer = deferred<Response>();
    const fetch = fakeApi({ routes: { "POST /api/common/contact/send": () => answer.promise } });
    renderApp("/shop/contact");
    const user = await fillForm();
    expect(screen.getByText("Monday-Friday 9:00 AM-6:00 PM EST")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("type", "email");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    const call = fetch.mock.calls.find(([url]) => String(url) === "/api/common/contact/send");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Noa Newcomer",
      email: "noa@chocolate.test",
      subject: "wholesale",
      message: "Truffles for 120 guests?",
    });

    answer.resolve(jsonResponse({ success: true, message: "Thanks!" }));
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue(""));
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("shows the server message and its field errors when the server refuses", async () => {
    fakeApi({
      routes: {
        "POST /api/common/contact/send": () =>
          jsonResponse({ success: false, code: "request.validation", message: "Please correct the highlighted fields and try again.", errors: { email: "Enter a valid email address" } }, 400),
      },
    });
    renderApp("/shop/contact");
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please correct the highlighted fields and try again.")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Noa Newcomer");
  });

  it("falls back to the default failure text on a network error", async () => {
    fakeApi({
      routes: {
        "POST /api/common/contact/send": () => {
          throw new TypeError("Failed to fetch");
        },
      },
    });
    renderApp("/shop/contact");
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const toast = await screen.findByText("Failed to send message. Please try again or contact us directly.");
    expect(toast).toBeInTheDocument();
  });

  it("does not send an incomplete form", async () => {
    const fetch = fakeApi();
    renderApp("/shop/contact");
    const form = (await screen.findByRole("button", { name: "Send message" }, { timeout: 5000 })).closest("form")!;
    fireEvent.submit(form);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("contact"))).toBe(false);
    expect(within(form).getByRole("textbox", { name: /^Name/ })).toBeRequired();
  });
});
