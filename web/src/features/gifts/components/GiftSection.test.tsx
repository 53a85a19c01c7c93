import { DEFAULT_SHOP_SETTINGS, type DeliveryMethod, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { useGiftDraft } from "../hooks/useGiftDraft";
import { checkGift } from "../lib/giftForm";
import { GiftSection } from "./GiftSection";

/** The section as the checkout uses it, with the request it would send (checked on demand, as "pay" does). */
function Harness({ method = "shipping", hasSavedAddresses = true }: { method?: DeliveryMethod | null; hasSavedAddresses?: boolean }) {
  const state = useGiftDraft();
  const context = { method, hasSavedAddresses, giftWrap: DEFAULT_SHOP_SETTINGS.giftWrap, language: "en" as const };
  return (
    <>
      <GiftSection state={state} method={method} hasSavedAddresses={hasSavedAddresses} />
      <button type="button" onClick={() => state.showProblems(checkGift(state.draft, context).problems)}>
        check
      </button>
      <output data-testid="request">{JSON.stringify(checkGift(state.draft, context))}</output>
    </>
  );
}

function render(settings: ShopSettings = DEFAULT_SHOP_SETTINGS, props: Parameters<typeof Harness>[0] = {}) {
  fakeApi({ user: SHOPPER, settings });
  return renderWithSession(<Harness {...props} />, { user: SHOPPER });
}

const request = () => JSON.parse(screen.getByTestId("request").textContent ?? "null");
const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
const turnOn = () => fireEvent.click(screen.getByRole("switch", { name: "This is a gift" }));

describe("GiftSection", () => {
  it("asks nothing until the order is a gift", () => {
    render();
    expect(screen.getByRole("switch", { name: "This is a gift" })).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: /Recipient's name/ })).toBeNull();
    turnOn();
    expect(screen.getByRole("textbox", { name: /Recipient's name/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: /Recipient's phone/ })).toHaveAttribute("dir", "ltr");
  });

  it("counts the characters left of the message, and says it politely once the typing pauses", async () => {
    render();
    turnOn();
    const message = screen.getByRole("textbox", { name: "Gift message" });
    expect(message).toHaveAttribute("dir", "auto");
    expect(message).toHaveAttribute("maxlength", "300");
    expect(screen.getByTestId("gift-message-left")).toHaveTextContent("300 characters left");
    const announcer = screen.getByTestId("gift-message-announcer");
    expect(announcer).toHaveAttribute("aria-live", "polite");
    expect(announcer).toBeEmptyDOMElement();
    type("Gift message", "x".repeat(299));
    expect(screen.getByTestId("gift-message-left")).toHaveTextContent("1 character left");
    await waitFor(() => expect(announcer).toHaveTextContent("1 character left"));
    // The count is part of the field's description.
    expect(message).toHaveAccessibleDescription(/1 character left/);
  });

  it("offers the wrapping with its name and price, free at 0, and not at all when it is off", async () => {
    const { unmount } = render();
    turnOn();
    const wrap = screen.getByRole("checkbox", { name: /Gift wrapping: a ribbon and the atelier's gold box/ });
    expect(screen.getByTestId("gift-wrap-price")).toHaveTextContent("$8.00");
    type("Recipient's name", "Dana");
    type(/Recipient's phone/, "050-1234567");
    expect(request().request.wrap).toBe(false);
    fireEvent.click(wrap);
    expect(request().request.wrap).toBe(true);
    unmount();

    const free = render({ ...DEFAULT_SHOP_SETTINGS, giftWrap: { ...DEFAULT_SHOP_SETTINGS.giftWrap, price: 0 } });
    turnOn();
    // The settings arrive after the first paint (the defaults meanwhile).
    await waitFor(() => expect(screen.getByTestId("gift-wrap-price")).toHaveTextContent("Free"));
    free.unmount();

    render({ ...DEFAULT_SHOP_SETTINGS, giftWrap: { ...DEFAULT_SHOP_SETTINGS.giftWrap, enabled: false } });
    turnOn();
    await waitFor(() => expect(screen.queryByTestId("gift-wrap")).toBeNull());
    expect(screen.queryByRole("checkbox", { name: /wrapping/i })).toBeNull();
  });

  it("hides the prices by default, and writes to the recipient in the page's language until another is chosen", () => {
    render();
    turnOn();
    expect(screen.getByRole("checkbox", { name: "Hide prices on the packing slip and card" })).toBeChecked();
    const languages = screen.getByRole("radiogroup", { name: "Write to them in" });
    expect(within(languages).getByRole("radio", { name: "English" })).toBeChecked();
    expect(screen.getByTestId("gift-notify-note")).toHaveTextContent("when the gift ships or is ready for pickup, without prices");
    expect(screen.getByRole("textbox", { name: "Recipient's email (optional)" })).toHaveAttribute("dir", "ltr");
    fireEvent.click(within(languages).getByRole("radio", { name: "Hebrew" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide prices on the packing slip and card" }));
    type("Recipient's name", "Dana");
    type(/Recipient's phone/, "050-1234567");
    expect(request().request).toMatchObject({ hidePrices: false, recipientLanguage: "he" });
  });

  it("takes another address with the address form's fields, saved only when asked", () => {
    render();
    turnOn();
    const where = screen.getByRole("group", { name: "Where it goes" });
    expect(within(where).getByRole("radio", { name: "To one of my addresses" })).toBeChecked();
    expect(screen.queryByTestId("gift-address-form")).toBeNull();
    fireEvent.click(within(where).getByRole("radio", { name: "To another address" }));
    const form = screen.getByTestId("gift-address-form");
    for (const label of ["Address", "City", "Zip code", "Phone", "Notes"]) expect(within(form).getByRole("textbox", { name: label })).toBeRequired();
    const save = within(form).getByRole("checkbox", { name: "Save this address to my addresses" });
    expect(save).not.toBeChecked();
    type("Recipient's name", "Dana");
    type(/Recipient's phone/, "050-1234567");
    fireEvent.change(within(form).getByRole("textbox", { name: "Address" }), { target: { value: "4 Rose St" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "City" }), { target: { value: "Haifa" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Zip code" }), { target: { value: "3100001" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Phone" }), { target: { value: "04-5551234" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Notes" }), { target: { value: "none" } });
    expect(request().request).toMatchObject({ address: { address: "4 Rose St", city: "Haifa", pincode: "3100001", phone: "04-5551234", notes: "none" }, saveAddress: false });
    fireEvent.click(save);
    expect(request().request.saveAddress).toBe(true);
  });

  it("says the recipient picks it up when the way is pickup, and asks no address", () => {
    render(DEFAULT_SHOP_SETTINGS, { method: "pickup" });
    turnOn();
    expect(screen.getByTestId("gift-pickup-note")).toHaveTextContent("The recipient picks it up; their name is on the pickup list.");
    expect(screen.queryByRole("radio", { name: "To another address" })).toBeNull();
  });

  it("shows each field's problem under it, and clears it as the field changes", () => {
    render(DEFAULT_SHOP_SETTINGS, { hasSavedAddresses: false });
    turnOn();
    // No saved address: another address is the first choice.
    expect(screen.getByRole("radio", { name: "To another address" })).toBeChecked();
    type("Recipient's email (optional)", "nope");
    fireEvent.click(screen.getByRole("button", { name: "check" }));
    expect(screen.getByRole("textbox", { name: /Recipient's name/ })).toHaveAccessibleDescription("Enter the recipient's name.");
    expect(screen.getByRole("textbox", { name: /Recipient's name/ })).toBeInvalid();
    expect(screen.getByRole("textbox", { name: /Recipient's phone/ })).toHaveAccessibleDescription("Enter the recipient's phone number.");
    expect(within(screen.getByTestId("gift-address-form")).getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("This field is required.");
    expect(screen.getByRole("textbox", { name: "Recipient's email (optional)" })).toHaveAccessibleDescription("Enter an email address like name@example.com, or leave it empty.");
    type(/Recipient's phone/, "12");
    fireEvent.click(screen.getByRole("button", { name: "check" }));
    expect(screen.getByRole("textbox", { name: /Recipient's phone/ })).toHaveAccessibleDescription("Enter 7 to 15 digits; +, spaces, dashes and brackets are fine.");
    type(/Recipient's phone/, "050-1234567");
    expect(screen.getByRole("textbox", { name: /Recipient's phone/ })).toHaveAccessibleDescription("We call this number only about the delivery.");
  });

  it("speaks Hebrew: the wrapping's Hebrew name, the count's dual", async () => {
    await i18n.changeLanguage("he");
    try {
      render();
      fireEvent.click(screen.getByRole("switch", { name: "זו מתנה" }));
      expect(screen.getByRole("checkbox", { name: /אריזת מתנה: סרט וקופסת הזהב של הסדנה/ })).toBeInTheDocument();
      fireEvent.change(screen.getByRole("textbox", { name: "הקדשה" }), { target: { value: "מזל טוב".padEnd(298, "!") } });
      expect(screen.getByTestId("gift-message-left")).toHaveTextContent("נותרו 2 תווים");
      expect(within(screen.getByRole("radiogroup", { name: "באיזו שפה לכתוב לו" })).getByRole("radio", { name: "עברית" })).toBeChecked();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
