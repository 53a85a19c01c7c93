import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { TestProviders } from "@/test/TestProviders";
import { cssOf } from "@/test/cssOf";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { ShopHeader } from "./ShopHeader";
import { ShopFooter } from "./ShopFooter";

function renderShell() {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  return render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <ShopHeader />
        <ShopFooter />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe("the shop's header and footer on the first load", () => {
  it("draws the header as a plain fixed banner, not MUI's AppBar (whose palette styles cost hydration ~35 ms at 4x CPU)", () => {
    renderShell();
    const header = screen.getByRole("banner");
    expect(header.tagName).toBe("HEADER");
    expect(header.className).not.toMatch(/MuiAppBar|MuiPaper/);
    const css = cssOf(header);
    expect(css).toContain("position:fixed");
    expect(css).toContain("top:0");
    expect(css).toMatch(/z-index:1100/);
  });

  it("lays the footer out only when scrolled near", () => {
    renderShell();
    const css = cssOf(screen.getByRole("contentinfo"));
    expect(css).toContain("content-visibility:auto");
    expect(css).toContain("contain-intrinsic-block-size:auto 700px");
  });
});
