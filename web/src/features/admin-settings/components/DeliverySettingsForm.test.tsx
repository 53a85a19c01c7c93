import { DEFAULT_SHOP_SETTINGS, defaultDeliverySettings, type DeliverySettings, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHOP_SETTINGS_QUERY_KEY } from "@/shared/settings";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminSettingsPage } from "./AdminSettingsPage";

const SHOP: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, currency: "ILS", currencySymbol: "₪" };
const week = (ranges: { from: string; to: string }[]) => [ranges, ranges, ranges, ranges, ranges, [], []];

/** A shop with pickup and one courier area (Tel Aviv), and the carrier's defaults. */
function deliverySettings(): DeliverySettings {
  const settings = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
  settings.pickup = { ...settings.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב" };
  settings.courier = {
    enabled: true,
    capacityPerDay: 0,
    capacityPerSlot: 0,
    zones: [
      {
        id: "tel-aviv",
        name: "Tel Aviv",
        nameHe: "תל אביב",
        cities: [{ en: "Tel Aviv", he: "תל אביב" }],
        fee: 2500,
        minimumOrder: 5000,
        freeThreshold: 30000,
        windows: week([{ from: "10:00", to: "14:00" }]),
      },
    ],
  };
  return settings;
}

type Routes = NonNullable<NonNullable<Parameters<typeof fakeApi>[0]>["routes"]>;

/** An in-memory delivery settings API (the PUT answers what it got, as the server stores it); `extra` replaces any route. */
function serve(extra: Routes = {}) {
  let stored = deliverySettings();
  const fetch = fakeApi({
    user: ADMIN,
    settings: SHOP,
    routes: {
      "GET /api/admin/settings/get": () => jsonResponse({ success: true, data: SHOP }),
      "GET /api/admin/settings/delivery": () => jsonResponse({ success: true, data: stored }),
      "PUT /api/admin/settings/delivery": ({ body }) => {
        stored = body as DeliverySettings;
        return jsonResponse({ success: true, code: "deliverySettings.saved", message: "Delivery settings saved", data: stored });
      },
      ...extra,
    },
  });
  const sent = () =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === "PUT" && String(url).endsWith("/api/admin/settings/delivery"))
      .map(([, init]) => JSON.parse(String(init?.body)) as DeliverySettings);
  return { sent };
}

/**
 * A field by its path in the settings (each input is named by it, as the server's field errors
 * are): label and role queries are slow on a form this size, so the labels are checked once, in
 * the first test.
 */
const input = (path: string) => {
  const found = document.querySelector<HTMLInputElement>(`[name="${path}"]`);
  if (!found) throw new Error(`No field named ${path}`);
  return found;
};
/** A button by its text or its label. */
const button = (name: string, container: HTMLElement = document.body) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) ?? within(container).getByText(name).closest("button")!;
const zoneCards = () => screen.getAllByTestId("zone-card");
const toastNow = () => toastStore.getSnapshot();
const save = () => fireEvent.click(button(i18n.language === "he" ? "שמירת הגדרות המשלוחים" : "Save delivery settings"));
const type = (path: string, value: string) => fireEvent.change(input(path), { target: { value } });

async function renderDelivery() {
  const view = renderWithSession(<AdminSettingsPage />, { user: ADMIN, path: "/admin/settings?tab=delivery" });
  view.queryClient.setQueryData(SHOP_SETTINGS_QUERY_KEY, SHOP);
  await waitFor(() => input("timeZone"));
  return view;
}

describe("DeliverySettingsForm (the Delivery tab)", () => {
  it("loads the settings, labelled: the calendar, pickup, the courier's areas and shipping, money in the shop's currency", async () => {
    serve();
    await renderDelivery();
    expect(screen.getByText("Delivery").closest('[role="tab"]')).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue("Asia/Jerusalem");
    expect(input("cutoffTime")).toHaveValue("14:00");
    expect(input("horizonDays")).toHaveValue("180");
    const closed = screen.getByLabelText("Closed every week");
    expect(within(closed).getByLabelText("Saturday")).toHaveAttribute("aria-pressed", "true");
    expect(within(closed).getByLabelText("Friday")).toHaveAttribute("aria-pressed", "false");
    expect(input("closedHolidays.yomKippur")).toBeChecked();
    expect(input("closedHolidays.purim")).not.toBeChecked();
    expect(input("closedHolidays.purim").closest("label")).toHaveTextContent("Purim");
    expect(input("pickup.address")).toHaveValue("7 Nahalat Binyamin, Tel Aviv");
    expect(input("pickup.addressHe")).toHaveAttribute("dir", "rtl");
    expect(within(screen.getByLabelText("Opening hours for pickup")).getByLabelText("Sunday, hours 1: from")).toHaveValue("09:00");

    const [zone] = zoneCards() as [HTMLElement];
    expect(zone).toHaveAttribute("aria-label", "Tel Aviv");
    expect(within(zone).getByLabelText(/^Delivery fee/)).toHaveValue("25.00");
    expect(within(input("courier.zones.0.fee").parentElement!).getByText("₪")).toBeInTheDocument();
    expect(input("courier.zones.0.minimumOrder")).toHaveValue("50.00");
    expect(input("courier.zones.0.id")).toHaveAttribute("readonly");
    expect(within(zone).getByLabelText("City 1 (Hebrew)")).toHaveValue("תל אביב");
    expect(input("shipping.fee")).toHaveValue("10.00");
    expect(input("shipping.fee").closest(".MuiFormControl-root")).toHaveTextContent("Shipping fee");
    expect(input("shipping.freeThreshold")).toHaveValue("100.00");
  });

  it("edits an area, adds a city and an area, and saves the whole settings in minor units", async () => {
    const { sent } = serve();
    await renderDelivery();
    const [zone] = zoneCards() as [HTMLElement];
    type("courier.zones.0.name", "Tel Aviv-Yafo");
    type("courier.zones.0.fee", "30");
    type("courier.zones.0.freeThreshold", "250.50");
    fireEvent.click(button("Add city", zone));
    type("courier.zones.0.cities.1.en", "Ramat Gan");
    type("courier.zones.0.cities.1.he", "רמת גן");
    type("courier.zones.0.windows.1.0.to", "15:30");
    fireEvent.click(button("Add hours on Saturday", zone));

    fireEvent.click(button("Add delivery area"));
    const added = zoneCards()[1]!;
    expect(added).toHaveAttribute("aria-label", "New area");
    type("courier.zones.1.name", "Haifa & Krayot");
    // A new area's id follows its English name.
    expect(input("courier.zones.1.id")).toHaveValue("haifa-krayot");
    expect(added).toHaveAttribute("aria-label", "Haifa & Krayot");
    fireEvent.click(button("Add city", added));
    type("courier.zones.1.cities.0.en", "Haifa");
    fireEvent.click(input("closedHolidays.purim"));
    save();

    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Delivery settings saved" }));
    const [body] = sent();
    expect(body?.courier.zones[0]).toEqual({
      id: "tel-aviv",
      name: "Tel Aviv-Yafo",
      nameHe: "תל אביב",
      cities: [
        { en: "Tel Aviv", he: "תל אביב" },
        { en: "Ramat Gan", he: "רמת גן" },
      ],
      fee: 3000,
      minimumOrder: 5000,
      freeThreshold: 25050,
      windows: [
        [{ from: "10:00", to: "14:00" }],
        [{ from: "10:00", to: "15:30" }],
        [{ from: "10:00", to: "14:00" }],
        [{ from: "10:00", to: "14:00" }],
        [{ from: "10:00", to: "14:00" }],
        [],
        [{ from: "09:00", to: "10:00" }],
      ],
    });
    expect(body?.courier.zones[1]).toMatchObject({ id: "haifa-krayot", name: "Haifa & Krayot", nameHe: "", cities: [{ en: "Haifa", he: "" }], fee: 0 });
    expect(body?.closedHolidays).toContain("purim");
    expect(body?.shipping).toMatchObject({ fee: 1000, freeThreshold: 10000 });
    // The area just saved is a saved one now: its id stays as it is.
    await waitFor(() => expect(input("courier.zones.1.id")).toHaveAttribute("readonly"));
  });

  it("checks before sending: pickup without an address, hours that overlap, an area without a name", async () => {
    const { sent } = serve();
    await renderDelivery();
    type("pickup.address", "  ");
    fireEvent.click(button("Add hours on Tuesday", screen.getByLabelText("Opening hours for pickup")));
    type("pickup.hours.2.1.from", "17:00");
    type("pickup.hours.2.1.to", "19:00");
    type("courier.zones.0.name", "");
    save();

    await waitFor(() => expect(input("pickup.address")).toHaveAttribute("aria-invalid", "true"));
    expect(input("pickup.address")).toHaveAccessibleDescription("Enter the address to offer pickup");
    expect(input("pickup.hours.2.1.from").closest("li")).toHaveTextContent("Overlaps other hours of the same day");
    expect(input("courier.zones.0.name")).toHaveAccessibleDescription("Required");
    expect(screen.getByTestId("delivery-errors")).toBeInTheDocument();
    expect(sent()).toEqual([]);

    // Typing in a field takes its error away.
    type("pickup.address", "Dizengoff 1");
    expect(input("pickup.address")).toHaveAttribute("aria-invalid", "false");
  });

  it("shows the server's refusal: a destructive toast, and its field error under the field", async () => {
    serve({
      "PUT /api/admin/settings/delivery": () =>
        jsonResponse(
          {
            success: false,
            code: "request.validation",
            message: "Please correct the highlighted fields and try again.",
            errors: { "courier.zones.0.cities.0.en": "The courier cannot reach this city." },
          },
          400,
        ),
    });
    await renderDelivery();
    save();
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", variant: "destructive" }));
    await waitFor(() => expect(input("courier.zones.0.cities.0.en")).toHaveAccessibleDescription("The courier cannot reach this city."));
    expect(input("courier.zones.0.cities.0.en")).toHaveAttribute("aria-invalid", "true");
  });

  it("reads in Hebrew", async () => {
    await i18n.changeLanguage("he");
    serve();
    await renderDelivery();
    expect(screen.getByText("משלוחים").closest('[role="tab"]')).toHaveAttribute("aria-selected", "true");
    const [closedSaturday] = document.querySelectorAll('[aria-label="שבת"]');
    expect(closedSaturday).toHaveAttribute("aria-pressed", "true");
    expect(closedSaturday?.closest('[role="group"]')).toHaveTextContent("סגור בכל שבוע");
    expect(input("closedHolidays.roshHashana").closest("label")).toHaveTextContent("ראש השנה");
    expect(zoneCards()[0]).toHaveAttribute("aria-label", "תל אביב");
    expect(input("courier.zones.0.fee")).toHaveValue("25.00");
    expect(input("courier.zones.0.fee")).toHaveAttribute("dir", "ltr");
    expect(button("שמירת הגדרות המשלוחים")).toBeEnabled();
  });
});
