import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { useDeliveryChoice } from "../hooks/useDeliveryChoice";
import { availabilityAnswer, NOW, optionsFixture } from "../testing/deliveryFixtures";
import { DeliveryChooser } from "./DeliveryChooser";

const ITEMS = [{ productId: "p1", quantity: 2 }];

/** The chooser as the checkout uses it, with what the page would send. */
function Harness({ addressId = "a1", city = "Tel Aviv" }: { addressId?: string | null; city?: string }) {
  const state = useDeliveryChoice({ addressId, city, items: ITEMS });
  return (
    <>
      <DeliveryChooser state={state} />
      <output data-testid="choice">{JSON.stringify(state.choice)}</output>
      <output data-testid="fee">{String(state.fee)}</output>
    </>
  );
}

function serve({ city = "Tel Aviv" }: { city?: string } = {}) {
  return fakeApi({
    user: SHOPPER,
    routes: {
      "GET /api/shop/delivery/options": ({ url }) => {
        const query = new URL(url, "http://shop.test").searchParams;
        // A saved address by its id; an address typed at checkout (a gift's) by its city alone.
        const typed = query.get("city") ?? undefined;
        return jsonResponse({ success: true, data: optionsFixture({ city: query.get("addressId") ? city : typed }) });
      },
      "GET /api/shop/delivery/availability": ({ url }) => jsonResponse(availabilityAnswer(url)),
    },
  });
}

const choice = () => JSON.parse(screen.getByTestId("choice").textContent ?? "null");
const cell = (name: string | RegExp) => screen.getByRole("gridcell", { name });

async function choosePickup() {
  fireEvent.click(await screen.findByRole("radio", { name: /^Pickup at the atelier/ }));
  return screen.findByRole("grid", { name: "Pickup date, December 2026" });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("DeliveryChooser", () => {
  it("offers each way with its fee, the courier's area and the pickup address; the carrier until the shopper picks another", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    const group = await screen.findByRole("radiogroup", { name: "How to receive the order" });
    const pickup = within(group).getByTestId("delivery-method-pickup");
    expect(within(pickup).getByTestId("delivery-fee")).toHaveTextContent("Free");
    expect(pickup).toHaveTextContent("At 7 Nahalat Binyamin St, Tel Aviv");
    expect(pickup).toHaveTextContent("From Wednesday 2 December");
    const courier = within(group).getByTestId("delivery-method-courier");
    expect(within(courier).getByTestId("delivery-fee")).toHaveTextContent("$25.00");
    expect(courier).toHaveTextContent("Area: Tel Aviv and around");
    expect(within(group).getByTestId("delivery-method-shipping")).toHaveTextContent("$10.00");
    // The server's own default for an order that names no way: the carrier, on its first date.
    await waitFor(() => expect(within(group).getByRole("radio", { name: /^Shipping by carrier/ })).toBeChecked());
    expect(within(group).getByRole("radio", { name: /^Pickup at the atelier/ })).not.toBeChecked();
    expect(await screen.findByRole("grid", { name: "Dispatch date, December 2026" })).toBeInTheDocument();
    expect(choice()).toEqual({ method: "shipping", date: "2026-12-02" });

    fireEvent.click(within(group).getByRole("radio", { name: /^Courier/ }));
    expect(within(group).getByRole("radio", { name: /^Courier/ })).toBeChecked();
    expect(await screen.findByRole("grid", { name: "Delivery date, December 2026" })).toBeInTheDocument();
    expect(screen.getByTestId("fee")).toHaveTextContent("2500");
    expect(choice()).toBeNull(); // a courier's window is the shopper's to pick
  });

  it("chooses nothing for a shopper without an address while pickup is possible", async () => {
    serve();
    renderWithSession(<Harness addressId={null} city="" />, { user: SHOPPER });
    const pickup = await screen.findByRole("radio", { name: /^Pickup at the atelier/ });
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Shipping by carrier/ })).toBeDisabled());
    expect(screen.getByTestId("delivery-method-shipping")).toHaveTextContent("Please select one address to proceed.");
    expect(pickup).not.toBeChecked();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(choice()).toBeNull();
  });

  it("asks for the ways to an address typed at checkout by its city, once the typing pauses", async () => {
    const fetch = serve();
    const optionUrls = () => fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/delivery/options"));
    const { rerender } = renderWithSession(<Harness addressId={null} city="" />, { user: SHOPPER });
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Shipping by carrier/ })).toBeDisabled());
    // Typed a letter at a time: only the city the typing stopped at is asked for.
    rerender(<Harness addressId={null} city="H" />);
    rerender(<Harness addressId={null} city="Hai" />);
    rerender(<Harness addressId={null} city=" Haifa " />);
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Shipping by carrier/ })).toBeEnabled());
    expect(screen.getByRole("radio", { name: /^Courier/ })).toBeDisabled();
    expect(screen.getByTestId("delivery-method-courier")).toHaveTextContent("The courier does not deliver to Haifa.");
    const typed = optionUrls().filter((url) => url.includes("city="));
    expect(typed).toHaveLength(1);
    expect(typed[0]).toContain("city=Haifa");
    expect(typed[0]).not.toContain("addressId");
    // A saved address's id wins: its city is not sent.
    rerender(<Harness addressId="a1" city="Haifa" />);
    await waitFor(() => expect(optionUrls().at(-1)).toContain("addressId=a1"));
    expect(optionUrls().at(-1)).not.toContain("city=");
  });

  it("disables a way the address cannot use, and says why", async () => {
    serve({ city: "Haifa" });
    renderWithSession(<Harness city="Haifa" />, { user: SHOPPER });
    const courier = await screen.findByRole("radio", { name: /^Courier/ });
    expect(courier).toBeDisabled();
    expect(screen.getByTestId("delivery-method-courier")).toHaveTextContent("The courier does not deliver to Haifa.");
    // No zone, no fee: not "Free".
    expect(within(screen.getByTestId("delivery-method-courier")).queryByTestId("delivery-fee")).toBeNull();
    expect(screen.getByRole("radio", { name: /^Shipping by carrier/ })).toBeEnabled();
  });

  it("shows the month with the first possible date chosen; a closed day is disabled and named with its reason", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    const grid = await choosePickup();
    expect(within(grid).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "SunSunday",
      "MonMonday",
      "TueTuesday",
      "WedWednesday",
      "ThuThursday",
      "FriFriday",
      "SatSaturday",
    ]);
    await waitFor(() => expect(cell("Wednesday 2 December")).toHaveAttribute("aria-selected", "true"));
    expect(cell("Wednesday 2 December")).toHaveAttribute("tabindex", "0");

    const booked = cell("Thursday 10 December. Not available: Fully booked.");
    expect(booked).toHaveAttribute("aria-disabled", "true");
    expect(booked).toHaveAttribute("title", "Fully booked.");
    const today = cell("Tuesday 1 December. Not available: Today's orders closed at 14:00.");
    expect(today).toHaveAttribute("aria-current", "date");
    expect(cell("Saturday 5 December. Not available: The atelier is closed on this day of the week.")).toHaveAttribute("aria-disabled", "true");
    // A holiday's name shows in its day, and is part of the day's name.
    const holiday = cell("Friday 11 December, Hanukkah: 8th Day. Not available: Closed for Hanukkah: 8th Day.");
    expect(within(holiday).getByTestId("holiday")).toHaveTextContent("Hanukkah: 8th Day");
    expect(within(cell("Friday 4 December, Chanukah: 1 Candle")).getByTestId("holiday")).toHaveTextContent("Chanukah: 1 Candle");

    fireEvent.click(booked);
    expect(cell("Wednesday 2 December")).toHaveAttribute("aria-selected", "true");
    expect(booked).toHaveAttribute("aria-selected", "false");

    fireEvent.click(cell("Thursday 3 December"));
    expect(cell("Thursday 3 December")).toHaveAttribute("aria-selected", "true");
    expect(cell("Wednesday 2 December")).toHaveAttribute("aria-selected", "false");
  });

  it("moves between months only from today's month to the horizon's", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    await choosePickup();
    const previous = screen.getByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(await screen.findByRole("grid", { name: "Pickup date, January 2027" })).toBeInTheDocument();
    expect(cell("Monday 4 January")).not.toHaveAttribute("aria-disabled");
    // 60 days ahead is 30 January: February is beyond the horizon.
    expect(cell("Sunday 31 January. Not available: Orders can be placed up to 60 days ahead.")).toHaveAttribute("aria-disabled", "true");
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(await screen.findByRole("grid", { name: "Pickup date, December 2026" })).toBeInTheDocument();
  });

  it("moves the focus with the arrow keys and chooses with Enter", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    const grid = await choosePickup();
    await waitFor(() => expect(cell("Wednesday 2 December")).toHaveAttribute("aria-selected", "true"));
    cell("Wednesday 2 December").focus();
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    await waitFor(() => expect(cell("Thursday 3 December")).toHaveFocus());
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    await waitFor(() => expect(cell(/^Thursday 10 December/)).toHaveFocus());
    // A closed day takes the focus (it says why) but not the choice.
    fireEvent.keyDown(grid, { key: "Enter" });
    expect(cell("Wednesday 2 December")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(grid, { key: "ArrowUp" });
    await waitFor(() => expect(cell("Thursday 3 December")).toHaveFocus());
    fireEvent.keyDown(grid, { key: " " });
    expect(cell("Thursday 3 December")).toHaveAttribute("aria-selected", "true");
    expect(cell("Thursday 3 December")).toHaveAttribute("tabindex", "0");
    // Page Down: the next month, same day.
    fireEvent.keyDown(grid, { key: "PageDown" });
    expect(await screen.findByRole("grid", { name: "Pickup date, January 2027" })).toBeInTheDocument();
    await waitFor(() => expect(cell("Sunday 3 January")).toHaveFocus());
  });

  it("lists the day's times, says when few places are left, disables a full one, and takes the one picked", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    await choosePickup();
    const times = await screen.findByRole("group", { name: "Pickup time" });
    const first = within(times).getByRole("button", { name: "10:00–11:00" });
    const few = within(times).getByRole("button", { name: "11:00–12:00, 2 left" });
    const full = within(times).getByRole("button", { name: "12:00–13:00, Full" });
    expect(full).toBeDisabled();
    expect(few).toHaveTextContent("2 left");
    // The times read left to right in either language.
    expect(within(first).getByText("10:00–11:00").tagName).toBe("BDI");
    expect(within(first).getByText("10:00–11:00")).toHaveAttribute("dir", "ltr");
    expect(choice()).toBeNull();

    fireEvent.click(few);
    expect(few).toHaveAttribute("aria-pressed", "true");
    expect(first).toHaveAttribute("aria-pressed", "false");
    expect(choice()).toEqual({ method: "pickup", date: "2026-12-02", slotId: "11:00-12:00" });

    // Another day: its time is chosen again.
    fireEvent.click(cell("Thursday 3 December"));
    await waitFor(() => expect(choice()).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "10:00–11:00" }));
    expect(choice()).toEqual({ method: "pickup", date: "2026-12-03", slotId: "10:00-11:00" });
  });

  it("shows shipping's expected arrival instead of times", async () => {
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    fireEvent.click(await screen.findByRole("radio", { name: /^Shipping by carrier/ }));
    expect(await screen.findByRole("grid", { name: "Dispatch date, December 2026" })).toBeInTheDocument();
    expect(await screen.findByTestId("shipping-arrival")).toHaveTextContent("Ships on Wednesday 2 December, expected to arrive Friday 4 December.");
    expect(screen.queryByRole("group", { name: /time/i })).toBeNull();
    expect(choice()).toEqual({ method: "shipping", date: "2026-12-02" });
  });

  it("reads right to left in Hebrew, each day with its Hebrew date, and the arrow keys follow the direction", async () => {
    await i18n.changeLanguage("he");
    serve();
    renderWithSession(<Harness />, { user: SHOPPER });
    fireEvent.click(await screen.findByRole("radio", { name: /^איסוף עצמי מהסדנה/ }));
    const grid = await screen.findByRole("grid", { name: "תאריך האיסוף, דצמבר 2026" });
    expect(grid).toHaveAttribute("dir", "rtl");
    expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent("א׳");
    // 2 December is 22 Kislev in the fixture's calendar: shown in the day and part of its name.
    const second = await screen.findByRole("gridcell", { name: "יום רביעי, 2 בדצמבר (כ״ב כסלו)" });
    expect(within(second).getByTestId("hebrew-date")).toHaveTextContent("כ״ב כסלו");
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("gridcell", { name: /^יום חמישי, 10 בדצמבר \(ל׳ כסלו\)\. לא זמין: Fully booked\.$/ })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByTestId("delivery-method-pickup")).toHaveTextContent("בכתובת נחלת בנימין 7, תל אביב");

    second.focus();
    // Right to left, the left arrow goes forward.
    fireEvent.keyDown(grid, { key: "ArrowLeft" });
    await waitFor(() => expect(screen.getByRole("gridcell", { name: /^יום חמישי, 3 בדצמבר/ })).toHaveFocus());

    const times = screen.getByRole("group", { name: "שעת האיסוף" });
    expect(within(times).getByRole("button", { name: "11:00–12:00, נותרו 2 מקומות" })).toBeInTheDocument();
    expect(within(times).getByRole("button", { name: "12:00–13:00, מלא" })).toBeDisabled();
  });
});
