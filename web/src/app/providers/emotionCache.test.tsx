import { CacheProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { emotionCacheFor } from "./emotionCache";

describe("emotionCacheFor", () => {
  it("never inserts the empty style, so the RTL plugin does not run for it while a Hebrew page hydrates", () => {
    const cache = emotionCacheFor("rtl");
    const insert = vi.spyOn(cache, "insert");
    const Plain = styled("div")({});
    const Styled = styled("div")({ marginLeft: 8 });
    render(
      <CacheProvider value={cache}>
        <Plain />
        <Styled />
      </CacheProvider>,
    );
    // The styled one is inserted (and flipped); the empty one ("0") is not.
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0][1].styles).toContain("margin-left");
  });
});
