import { act, render } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEEP_SCROLL, ScrollReset } from "./ScrollReset";

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe("ScrollReset", () => {
  it("starts a page the shopper goes to at its top, and leaves Back to the browser", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/shop/home"]}>
        <Navigator />
        <ScrollReset />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // the first page (POP): where the browser put it
    await act(async () => navigate("/shop/listing"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => navigate("/shop/search?keyword=truffle", { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("keeps the position for a change of the address that is not a new page (the product page's chosen variant)", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/shop/product/truffle-box"]}>
        <Navigator />
        <ScrollReset />
      </MemoryRouter>,
    );
    await act(async () => navigate("/shop/product/truffle-box?variant=BOX16-MILK", { replace: true, state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate("/shop/listing"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("goes to the #hash element when there is one", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const target = document.createElement("section");
    target.id = "reviews";
    target.scrollIntoView = vi.fn();
    document.body.appendChild(target);
    render(
      <MemoryRouter initialEntries={["/shop/home"]}>
        <Navigator />
        <ScrollReset />
      </MemoryRouter>,
    );
    await act(async () => navigate("/shop/product/swan#reviews"));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
