import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { dayFixture } from "../testing/deliveryFixtures";
import { SlotPicker } from "./SlotPicker";

const DAY = dayFixture("pickup", "2026-12-02", {
  slots: [
    { id: "09:00-10:00", from: "09:00", to: "10:00", left: null },
    { id: "10:00-11:00", from: "10:00", to: "11:00", left: 4 },
    { id: "11:00-12:00", from: "11:00", to: "12:00", left: 3 },
    { id: "12:00-13:00", from: "12:00", to: "13:00", left: 2 },
    { id: "13:00-14:00", from: "13:00", to: "14:00", left: 1 },
    { id: "14:00-15:00", from: "14:00", to: "15:00", left: 0 },
  ],
});

describe("SlotPicker", () => {
  it("says the places left only when few remain, and takes a free time", () => {
    fakeApi({ user: SHOPPER });
    const onChange = vi.fn();
    renderWithSession(<SlotPicker method="pickup" day={DAY} value="10:00-11:00" onChange={onChange} />, { user: SHOPPER });
    const group = screen.getByRole("group", { name: "Pickup time" });
    expect(within(group).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "09:00–10:00",
      "10:00–11:00",
      "11:00–12:00, 3 left",
      "12:00–13:00, 2 left",
      "13:00–14:00, 1 left",
      "14:00–15:00, Full",
    ]);
    expect(within(group).getByRole("button", { name: "10:00–11:00" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(group).getByRole("button", { name: "13:00–14:00, 1 left" }));
    expect(onChange).toHaveBeenCalledWith("13:00-14:00");
    fireEvent.click(within(group).getByRole("button", { name: "14:00–15:00, Full" }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("counts in Hebrew's own plural forms, with the times left to right", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderWithSession(<SlotPicker method="courier" day={DAY} value={null} onChange={() => {}} />, { user: SHOPPER });
    const group = screen.getByRole("group", { name: "חלון המשלוח" });
    expect(within(group).getByRole("button", { name: "13:00–14:00, נותר מקום 1" })).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "12:00–13:00, נותרו 2 מקומות" })).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "11:00–12:00, נותרו 3 מקומות" })).toBeInTheDocument();
    expect(within(group).getByText("09:00–10:00")).toHaveAttribute("dir", "ltr");
  });

  it("asks for a date first, and for shipping says when it leaves and arrives", () => {
    fakeApi({ user: SHOPPER });
    const { rerender } = renderWithSession(<SlotPicker method="pickup" day={undefined} value={null} onChange={() => {}} />, { user: SHOPPER });
    expect(screen.getByText("Choose a date to see its times.")).toBeInTheDocument();
    rerender(<SlotPicker method="shipping" day={dayFixture("shipping", "2026-12-03")} value={null} onChange={() => {}} />);
    expect(screen.getByTestId("shipping-arrival")).toHaveTextContent("Ships on Thursday 3 December, expected to arrive Saturday 5 December.");
  });
});
