import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { SHOP_SETTINGS_QUERY_KEY } from "@/shared/settings";
import { toastStore } from "@/shared/toast";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminSettingsPage } from "./AdminSettingsPage";

const SETTINGS: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, giftCards: { enabled: true, amounts: [2500, 5000, 10000], min: 1000, max: 50000 } };
const ROUTE = "PUT /api/admin/settings/gift-cards";
const ok = (settings: ShopSettings, message?: string) => jsonResponse({ success: true, ...(message ? { message } : {}), data: settings });

function serve(save?: (body: unknown) => Response) {
  const sent: unknown[] = [];
  fakeApi({
    user: ADMIN,
    settings: SETTINGS,
    routes: {
      "GET /api/admin/settings/get": () => ok(SETTINGS),
      [ROUTE]: ({ body }) => {
        sent.push(body);
        return save ? save(body) : ok({ ...SETTINGS, giftCards: body as ShopSettings["giftCards"] }, "Gift card settings saved.");
      },
    },
  });
  return sent;
}

async function renderTab() {
  const view = renderWithSession(<AdminSettingsPage />, { user: ADMIN, path: "/admin/settings?tab=giftCards" });
  view.queryClient.setQueryData(SHOP_SETTINGS_QUERY_KEY, SETTINGS);
  await screen.findByRole("region", { name: "Gift cards" });
  return view;
}

const toastNow = () => toastStore.getSnapshot();
const field = (name: RegExp | string) => screen.getByLabelText<HTMLInputElement>(name);
const amountFields = () => within(screen.getByRole("group", { name: "Amounts offered" })).getAllByLabelText<HTMLInputElement>(/^Amount \d/);
const save = () => screen.getByRole("button", { name: "Save gift cards" });

describe("the Gift cards settings tab", { timeout: 20_000 }, () => {
  it("shows the settings as stored, as money, and saves added and removed amounts in minor units", async () => {
    const user = userEvent.setup();
    const sent = serve();
    const { queryClient } = await renderTab();
    expect(screen.getByRole("tab", { name: "Gift cards" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("switch", { name: "Sell gift cards" })).toBeChecked();
    expect(amountFields().map((input) => input.value)).toEqual(["25.00", "50.00", "100.00"]);
    expect(amountFields()[0]).toHaveAttribute("dir", "ltr");
    expect(field(/^Smallest amount of one's own/)).toHaveValue("10.00");
    expect(field(/^Largest amount of one's own/)).toHaveValue("500.00");
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Remove amount 2" }));
    await user.click(screen.getByRole("button", { name: "Add an amount" }));
    expect(amountFields()).toHaveLength(3);
    // The new row takes the focus.
    expect(amountFields()[2]).toHaveFocus();
    await user.type(amountFields()[2]!, "75.5");
    fireEvent.change(field(/^Largest amount of one's own/), { target: { value: "1,000" } });
    await user.click(save());

    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Gift card settings saved.", variant: "default" }));
    expect(sent).toEqual([{ enabled: true, amounts: [2500, 7550, 10000], min: 1000, max: 100000 }]);
    expect(queryClient.getQueryData<ShopSettings>(SHOP_SETTINGS_QUERY_KEY)?.giftCards).toEqual({ enabled: true, amounts: [2500, 7550, 10000], min: 1000, max: 100000 });
    expect(amountFields().map((input) => input.value)).toEqual(["25.00", "75.50", "100.00"]);
    expect(save()).toBeDisabled();
  });

  it("offers up to six amounts and never removes the last", async () => {
    const user = userEvent.setup();
    serve();
    await renderTab();
    for (let index = 0; index < 3; index += 1) await user.click(screen.getByRole("button", { name: "Add an amount" }));
    expect(amountFields()).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Add an amount" })).toBeDisabled();
    for (let index = 6; index > 1; index -= 1) await user.click(screen.getByRole("button", { name: `Remove amount ${index}` }));
    expect(amountFields()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Remove amount 1" })).toBeDisabled();
  });

  it("checks before sending: each amount, the bounds, the amounts within them", async () => {
    const sent = serve();
    await renderTab();
    fireEvent.change(amountFields()[1]!, { target: { value: "fifty" } });
    fireEvent.change(field(/^Smallest amount of one's own/), { target: { value: "" } });
    fireEvent.click(save());
    await waitFor(() => expect(amountFields()[1]).toHaveAccessibleDescription("Enter an amount such as 25.00"));
    expect(amountFields()[1]).toHaveAttribute("aria-invalid", "true");
    expect(amountFields()[0]).not.toHaveAttribute("aria-invalid", "true");
    expect(field(/^Smallest amount of one's own/)).toHaveAccessibleDescription("Enter an amount such as 25.00");
    expect(sent).toEqual([]);

    fireEvent.change(amountFields()[1]!, { target: { value: "600" } });
    fireEvent.change(field(/^Smallest amount of one's own/), { target: { value: "10" } });
    fireEvent.click(save());
    expect(await screen.findByText("Each amount offered must lie between the smallest and the largest amount of one's own.")).toBeInTheDocument();

    fireEvent.change(amountFields()[1]!, { target: { value: "50" } });
    fireEvent.change(field(/^Smallest amount of one's own/), { target: { value: "600" } });
    fireEvent.click(save());
    await waitFor(() => expect(field(/^Largest amount of one's own/)).toHaveAccessibleDescription("The largest amount must be at least the smallest, and the smallest above 0."));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal as the toast, and its field errors under the fields", async () => {
    serve(() =>
      jsonResponse(
        {
          success: false,
          code: "request.validation",
          message: "Please correct the highlighted fields and try again.",
          errors: { "amounts.0": "Each amount must be a whole number of minor units (cents) from 0 to 10000000.", max: "The largest is too large." },
        },
        400,
      ),
    );
    await renderTab();
    fireEvent.change(field(/^Largest amount of one's own/), { target: { value: "400" } });
    fireEvent.click(save());
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", description: "Please correct the highlighted fields and try again.", variant: "destructive" }));
    await waitFor(() => expect(field(/^Largest amount of one's own/)).toHaveAccessibleDescription("The largest is too large."));
    expect(screen.getByText("Each amount must be a whole number of minor units (cents) from 0 to 10000000.")).toBeInTheDocument();
  });

  it("reads in Hebrew", async () => {
    await i18n.changeLanguage("he");
    serve(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    renderWithSession(<AdminSettingsPage />, { user: ADMIN, path: "/admin/settings?tab=giftCards" });
    expect(await screen.findByRole("tab", { name: "כרטיסי מתנה" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("switch", { name: "מכירת כרטיסי מתנה" })).toBeChecked();
    fireEvent.change(screen.getByLabelText(/^הסכום הגדול ביותר/), { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "שמירת כרטיסי המתנה" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "שגיאה", description: "שמירת הגדרות כרטיסי המתנה נכשלה", variant: "destructive" }));
  });
});
