import type { Address } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toastStore } from "@/shared/toast";
import { deferred, fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { addressFixture } from "@/test/shopFixtures";
import { AddressManager } from "./AddressManager";

const LIST = `GET /api/shop/address/get/${SHOPPER.id}`;
const FIELDS = { address: "7 Praline Street", city: "Haifa", pincode: "3100001", phone: "04-555-0101", notes: "Leave at the door" };
const LABELS: Record<keyof typeof FIELDS, RegExp> = { address: /^Address/, city: /^City/, pincode: /^Zip code/, phone: /^Phone/, notes: /^Notes/ };

const input = (field: keyof typeof FIELDS) => screen.getByRole("textbox", { name: LABELS[field] });
function fill(values: Partial<typeof FIELDS>) {
  for (const [field, value] of Object.entries(values) as [keyof typeof FIELDS, string][]) {
    fireEvent.change(input(field), { target: { value } });
  }
}
const cardOf = (street: string) => screen.getByText(street).closest(".MuiPaper-root") as HTMLElement;
const toastNow = () => toastStore.getSnapshot();

type Routes = NonNullable<NonNullable<Parameters<typeof fakeApi>[0]>["routes"]>;

function serve(addresses: Address[], extra: Routes = {}) {
  return fakeApi({ user: SHOPPER, routes: { [LIST]: () => jsonResponse({ success: true, data: addresses }), ...extra } });
}

describe("AddressManager", () => {
  it("keeps submit disabled until all five fields are non-blank, then adds the trimmed address", async () => {
    const fetch = serve([addressFixture("a1")], {
      "POST /api/shop/address/add": ({ body }) =>
        jsonResponse({ success: true, message: "Address added", data: { _id: "a2", ...(body as object) } }),
    });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    expect(await screen.findByText("a1 Cocoa Lane")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Add new address" })).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Add address" });
    expect(submit).toBeDisabled();

    fill({ address: FIELDS.address, city: FIELDS.city, pincode: FIELDS.pincode, phone: FIELDS.phone });
    expect(submit).toBeDisabled();
    fill({ notes: "   " });
    expect(submit).toBeDisabled();
    fill({ notes: `  ${FIELDS.notes}  ` });
    expect(submit).toBeEnabled();
    expect(input("pincode")).toHaveAttribute("maxLength", "20");
    // The five fields stay required; the notes field says what belongs there.
    const notes = input("notes");
    expect(notes).toBeRequired();
    expect(document.getElementById(notes.getAttribute("aria-describedby") ?? "")).toHaveTextContent("Door code, floor, or 'none'");

    fireEvent.click(submit);
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Address added", variant: "default" }));
    const post = fetch.mock.calls.find(([url, init]) => String(url) === "/api/shop/address/add" && init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: SHOPPER.id, ...FIELDS });
    expect(await screen.findByText(FIELDS.address)).toBeInTheDocument();
    await waitFor(() => expect(input("address")).toHaveValue(""));
    expect(screen.getByText("2 of 3 addresses saved")).toBeInTheDocument();
  });

  it("refuses a fourth address with the destructive max-3 toast before calling the API", async () => {
    const add = vi.fn(() => jsonResponse({ success: true, data: addressFixture("a4") }));
    serve([addressFixture("a1"), addressFixture("a2"), addressFixture("a3")], { "POST /api/shop/address/add": add });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    await screen.findByText("a3 Cocoa Lane");
    fill(FIELDS);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "You can add max 3 addresses", variant: "destructive" }));
    expect(add).not.toHaveBeenCalled();
    expect(input("address")).toHaveValue(FIELDS.address);
  });

  it("says under the phone what the server's schema refuses, and sends nothing", async () => {
    const fetch = serve([]);
    renderWithSession(<AddressManager />, { user: SHOPPER });
    expect(await screen.findByText(/no saved addresses yet/)).toBeInTheDocument();
    fill({ ...FIELDS, phone: "call me" });
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect(await screen.findByText("Use only digits, spaces and + ( ) - .")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === "/api/shop/address/add")).toBe(false);
  });

  it("shows the server's refusal (and its field errors) as a destructive toast", async () => {
    serve([], {
      "POST /api/shop/address/add": () =>
        jsonResponse({ success: false, code: "address.maxReached", message: "You can add max 3 addresses", errors: { phone: "Phone may hold only digits" } }, 400),
    });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    expect(await screen.findByText(/no saved addresses yet/)).toBeInTheDocument();
    fill(FIELDS);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "You can add max 3 addresses", variant: "destructive" }));
    expect(await screen.findByText("Phone may hold only digits")).toBeInTheDocument();
  });

  it("edits: the form fills from the card, cancel returns to add mode, save sends PUT and returns", async () => {
    const fetch = serve([addressFixture("a1"), addressFixture("a2")], {
      [`PUT /api/shop/address/update/${SHOPPER.id}/a2`]: ({ body }) =>
        jsonResponse({ success: true, data: { ...addressFixture("a2"), ...(body as object) } }),
    });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    await screen.findByText("a2 Cocoa Lane");

    const edit = screen.getByRole("button", { name: "Edit the address a2 Cocoa Lane, Tel Aviv" });
    fireEvent.click(edit);
    expect(screen.getByRole("heading", { name: "Edit address" })).toBeInTheDocument();
    expect(input("address")).toHaveValue("a2 Cocoa Lane");
    expect(input("notes")).toHaveValue("Ring twice");
    expect(input("address")).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Add new address" })).toBeInTheDocument();
    expect(input("address")).toHaveValue("");
    expect(edit).toHaveFocus();

    fireEvent.click(edit);
    fill({ city: "  Jerusalem " });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toastNow()?.title).toBe("Address updated"));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ address: "a2 Cocoa Lane", city: "Jerusalem", pincode: "6100001", phone: "+972 3 555 0147", notes: "Ring twice" });
    expect(await screen.findByRole("heading", { name: "Add new address" })).toBeInTheDocument();
    expect(within(cardOf("a2 Cocoa Lane")).getByText("Jerusalem")).toBeInTheDocument();
  });

  it("moves focus to the new address after adding it", async () => {
    const saved: Address[] = [];
    serve([], {
      [LIST]: () => jsonResponse({ success: true, data: saved }),
      "POST /api/shop/address/add": ({ body }) => {
        saved.push({ _id: "new-1", userId: SHOPPER.id, ...(body as typeof FIELDS) } as Address);
        return jsonResponse({ success: true, data: saved[0] });
      },
    });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    await screen.findByText(/no saved addresses yet/);
    fill(FIELDS);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    // Its edit button, whose name reads the address, not the top of the page.
    await waitFor(() => expect(screen.getByRole("button", { name: /^Edit .*7 Praline Street/ })).toHaveFocus());
  });

  it("deletes an address and shows the ones that remain", async () => {
    serve([addressFixture("a1"), addressFixture("a2")], {
      [`DELETE /api/shop/address/delete/${SHOPPER.id}/a1`]: () => jsonResponse({ success: true, data: [addressFixture("a2")] }),
    });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    fireEvent.click(await screen.findByRole("button", { name: "Delete the address a1 Cocoa Lane, Tel Aviv" }));
    await waitFor(() => expect(screen.queryByText("a1 Cocoa Lane")).not.toBeInTheDocument());
    expect(toastNow()?.title).toBe("Address deleted");
    expect(screen.getByText("a2 Cocoa Lane")).toBeInTheDocument();
  });

  it("shows a loading state, then the empty state", async () => {
    const answer = deferred<Response>();
    serve([], { [LIST]: () => answer.promise });
    renderWithSession(<AddressManager />, { user: SHOPPER });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your addresses…");
    answer.resolve(jsonResponse({ success: true, data: [] }));
    expect(await screen.findByText("You have no saved addresses yet. Add one with the form below.")).toBeInTheDocument();
  });

  describe("selectable (checkout)", () => {
    it("is a radio group: a click on the card or the keyboard selects, and the checked card is announced", async () => {
      const user = userEvent.setup();
      serve([addressFixture("a1"), addressFixture("a2")]);
      const onSelect = vi.fn();
      const { rerender } = renderWithSession(<AddressManager selectable selectedId={null} onSelect={onSelect} label="Shipping address" />, { user: SHOPPER });
      const group = await screen.findByRole("radiogroup", { name: "Shipping address" });
      const first = within(group).getByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" });
      const second = within(group).getByRole("radio", { name: "a2 Cocoa Lane, Tel Aviv" });
      expect(first).not.toBeChecked();

      // A click on the card's background selects it; a click on its buttons does not.
      fireEvent.click(cardOf("a2 Cocoa Lane"));
      expect(onSelect).toHaveBeenLastCalledWith("a2");
      onSelect.mockClear();
      fireEvent.click(screen.getByRole("button", { name: "Edit the address a1 Cocoa Lane, Tel Aviv" }));
      expect(onSelect).not.toHaveBeenCalled();

      // Keyboard: Tab reaches the radios, Space checks the focused one.
      first.focus();
      await user.keyboard(" ");
      expect(onSelect).toHaveBeenLastCalledWith("a1");

      rerender(<AddressManager selectable selectedId="a2" onSelect={onSelect} label="Shipping address" />);
      expect(second).toBeChecked();
      expect(first).not.toBeChecked();
      expect(cardOf("a2 Cocoa Lane")).toHaveAttribute("data-selected", "true");
      expect(within(cardOf("a2 Cocoa Lane")).getByText("Selected")).toBeInTheDocument();
    });

    it("selects a newly added address", async () => {
      serve([], {
        "POST /api/shop/address/add": ({ body }) => jsonResponse({ success: true, data: { _id: "new-1", ...(body as object) } }),
      });
      const onSelect = vi.fn();
      renderWithSession(<AddressManager selectable onSelect={onSelect} />, { user: SHOPPER });
      await screen.findByText(/no saved addresses yet/);
      fill(FIELDS);
      fireEvent.click(screen.getByRole("button", { name: "Add address" }));
      await waitFor(() => expect(onSelect).toHaveBeenCalledWith("new-1"));
      // Focus goes to the new address, not to the top of the page.
      await waitFor(() => expect(screen.getByRole("radio")).toHaveFocus());
    });
  });
});
