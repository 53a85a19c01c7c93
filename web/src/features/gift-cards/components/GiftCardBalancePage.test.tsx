import { DEFAULT_SHOP_SETTINGS } from "@contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { GiftCardBalancePage } from "./GiftCardBalancePage";

const BALANCE = "POST /api/shop/gift-cards/balance";

function renderPage(answer: () => Response) {
  const balanceMock = vi.fn(({ body }: { body: unknown }) => {
    void body;
    return answer();
  });
  fakeApi({ user: null, settings: DEFAULT_SHOP_SETTINGS, routes: { [BALANCE]: balanceMock } });
  const view = renderWithSession(<GiftCardBalancePage />, { path: "/shop/gift-cards/balance" });
  return { ...view, balanceMock };
}

const check = (code: string) => {
  fireEvent.change(screen.getByLabelText(/Gift card code/), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Check balance" }));
};

/** The status text without the isolates that keep the last four left to right. */
const spoken = () => (screen.getByRole("status").textContent ?? "").replace(/[\u2066-\u2069]/g, "");

describe("GiftCardBalancePage", () => {
  it("sends the code normalised, for anyone, and announces what the card holds", async () => {
    const { balanceMock } = renderPage(() => jsonResponse({ success: true, data: { last4: "6WCE", balance: 4250, currency: "USD", status: "active" } }));
    check("7kq2-m9xd 4hnp-b3tr-6wce");
    await waitFor(() => expect(spoken()).toBe("The card ending 6WCE holds $42.50."));
    expect(balanceMock.mock.calls[0]?.[0].body).toEqual({ code: "7KQ2M9XD4HNPB3TR6WCE" });
    expect(screen.getByTestId("gift-card-balance-found")).toBeInTheDocument();
  });

  it("says a voided card can no longer be used", async () => {
    renderPage(() => jsonResponse({ success: true, data: { last4: "6WCE", balance: 0, currency: "USD", status: "voided" } }));
    check("7KQ2M9XD4HNPB3TR6WCE");
    await waitFor(() => expect(spoken()).toBe("The card ending 6WCE can no longer be used."));
  });

  it("says the server's words for an unknown code and for too many checks", async () => {
    const unknown = { success: false, code: "giftCard.unknown", params: { last4: "6WCE" }, message: "There is no gift card with the code ending 6WCE. Check the code and try again." };
    const { balanceMock } = renderPage(() => jsonResponse(unknown, 404));
    check("7KQ2M9XD4HNPB3TR6WCE");
    await waitFor(() => expect(spoken()).toBe("There is no gift card with the code ending 6WCE. Check the code and try again."));

    balanceMock.mockImplementation(() => jsonResponse({ success: false, code: "limit.giftCardBalance", params: { minutes: 15 }, message: "Too many balance checks from this network. Please try again in 15 min." }, 429));
    check("7KQ2M9XD4HNPB3TR6WCA");
    await waitFor(() => expect(spoken()).toBe("Too many balance checks from this network. Please try again in 15 min."));
  });

  it("refuses what cannot be a code under the field, without asking the server", async () => {
    const { balanceMock } = renderPage(() => jsonResponse({}, 500));
    check("7KQ2-M9XD");
    const field = screen.getByLabelText(/Gift card code/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect((field.getAttribute("aria-describedby") ?? "").length).toBeGreaterThan(0);
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent?.replace(/[\u2066-\u2069]/g, "")).toBe(
      "A code is 20 letters and digits, like 7KQ2-M9XD-4HNP-B3TR-6WCE.",
    );
    expect(balanceMock).not.toHaveBeenCalled();
  });

  it("shows the code in groups once it is one, and links to buying a card", async () => {
    renderPage(() => jsonResponse({}, 500));
    const field = screen.getByLabelText(/Gift card code/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "7kq2m9xd4hnpb3tr6wce" } });
    fireEvent.blur(field);
    expect(field.value).toBe("7KQ2-M9XD-4HNP-B3TR-6WCE");
    expect(await screen.findByRole("link", { name: "Buy a gift card" })).toHaveAttribute("href", "/shop/gift-cards");
  });

  it("reads in Hebrew with the last four left to right", async () => {
    await i18n.changeLanguage("he");
    try {
      renderPage(() => jsonResponse({ success: true, data: { last4: "6WCE", balance: 4250, currency: "USD", status: "active" } }));
      fireEvent.change(screen.getByLabelText(/קוד כרטיס המתנה/), { target: { value: "7KQ2M9XD4HNPB3TR6WCE" } });
      fireEvent.click(screen.getByRole("button", { name: "בדיקת יתרה" }));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("בכרטיס שמסתיים ב־\u20666WCE\u2069 יש"));
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
