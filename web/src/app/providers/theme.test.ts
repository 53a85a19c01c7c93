import { describe, expect, it } from "vitest";
import { createAppTheme } from "./theme";

describe("the shop's MUI theme", () => {
  // vite.config.ts leaves MUI's CSS-theme-variables builder and provider out of the bundle. MUI picks
  // them only for a theme with `colorSchemes` (or `vars`); with either, the built shop would throw.
  it.each(["ltr", "rtl"] as const)("takes MUI's plain theme path, without CSS theme variables (%s)", (direction) => {
    const theme = createAppTheme(direction);
    expect("colorSchemes" in theme).toBe(false);
    expect((theme as { vars?: unknown }).vars).toBeUndefined();
    expect(theme.direction).toBe(direction);
  });
});
