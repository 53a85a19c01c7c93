import { CacheProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { emotionCacheFor } from "./emotionCache";

describe("emotionCacheFor", () => {
  it("adopts the server's style tags where they are: their styles count as inserted, and the tags are not moved (a move restyles the page)", async () => {
    document.head.innerHTML = '<style data-server-emotion="mui abc def">.mui-abc{color:red}.mui-def{color:blue}</style><title>Shop</title>';
    const serverStyles = document.head.querySelector("style");
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(document.head, { childList: true });

    const cache = emotionCacheFor("ltr");
    await Promise.resolve(); // mutation records are delivered as a microtask
    observer.disconnect();
    expect(cache.inserted).toMatchObject({ abc: true, def: true });
    expect(moves).toEqual([]);
    expect(document.head.firstElementChild).toBe(serverStyles);
  });

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
