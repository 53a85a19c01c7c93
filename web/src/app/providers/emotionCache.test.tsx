import { CacheProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { DirectionThemeProvider } from "./DirectionThemeProvider";
import { emotionCacheFor, servedWithGlobalStyles } from "./emotionCache";

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

  it("leaves the server's global styles where they are in a page it rendered in that direction, and brings its own to one it did not", async () => {
    // The ltr cache was made above, with the server's tag in the page; the rtl one without.
    expect(servedWithGlobalStyles(emotionCacheFor("ltr"))).toBe(true);
    expect(servedWithGlobalStyles(emotionCacheFor("rtl"))).toBe(false);

    document.head.insertAdjacentHTML("afterbegin", '<style data-emotion="mui-global 1abc" data-s="">body{margin:0}</style>');
    const serverGlobals = document.head.firstElementChild;
    const globalTags = () => [...document.head.querySelectorAll('style[data-emotion*="-global"]')].map((tag) => tag.getAttribute("data-emotion"));
    const view = render(<DirectionThemeProvider>page</DirectionThemeProvider>);
    // Emotion's <Global> (CssBaseline) would have taken the tag over: renamed and moved, the page restyled.
    expect(document.head.firstElementChild).toBe(serverGlobals);
    expect(globalTags()).toEqual(["mui-global 1abc"]);

    // In the other direction (the shopper switched to Hebrew), which the server did not render, the app brings its own.
    await act(() => i18n.changeLanguage("he"));
    expect(globalTags()).toContain("muirtl-global");
    view.unmount();
    await i18n.changeLanguage("en");
  });
});
