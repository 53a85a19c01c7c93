import { alpha, createTheme, type Theme } from "@mui/material/styles";
import type { Direction } from "@/shared/i18n/languages";

/**
 * The atelier's look: deep cocoa brown, cream paper, a gold accent and a raspberry for errors.
 * Headings use Frank Ruhl Libre, self-hosted from @fontsource (imported in main.tsx, weight 600 only):
 * one serif drawn for both Latin and Hebrew, so the two languages' headings look like one brand. Body
 * text stays on system stacks; each stack carries Hebrew-capable fallbacks.
 */
const HEBREW_SERIF = '"David Libre", "Noto Serif Hebrew", "Times New Roman", "David"';
const HEBREW_SANS = '"Rubik", "Assistant", "Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", Arial';

/**
 * Until Frank Ruhl Libre arrives (font-display: swap), headings show in this stand-in: a Times-metric
 * face (Times New Roman, Liberation Serif and Tinos share metrics) scaled to Frank Ruhl's width
 * (measured: 105–108 % on Latin headings), so the swap does not rewrap a heading and shift the page.
 * Latin only: Hebrew falls through to the Hebrew serifs of the stack, as before.
 */
const HEADING_FALLBACK = "Frank Ruhl Libre Fallback";
const headingFallbackFace = {
  fontFamily: `"${HEADING_FALLBACK}"`,
  src: 'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Tinos")',
  fontWeight: 600,
  sizeAdjust: "106%",
  unicodeRange: "U+0000-024F",
};

export const fontFamilies = {
  serif: `"Frank Ruhl Libre", "${HEADING_FALLBACK}", Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, ${HEBREW_SERIF}, serif`,
  sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", ${HEBREW_SANS}, "Noto Sans", "DejaVu Sans", sans-serif`,
};

export const brand = {
  cocoa: "#3b2219",
  cocoaLight: "#6b4334",
  cocoaDark: "#24140e",
  cream: "#fbf6ee",
  ivory: "#fffdf8",
  gold: "#b8893c",
  goldLight: "#d9b56b",
  raspberry: "#a61e4d",
  ink: "#2a1a13",
  night: "#120c09",
};

/**
 * The keyboard focus ring: a solid 3 px outline set off from the control, in cocoa on the cream pages
 * (13:1). Dark surfaces (the footer, the admin's side menu) set `--focus-ring` to a light gold.
 * MUI's own focus cue is a faint ripple tint, which fails "focus visible" for most people.
 */
export const FOCUS_RING_VARIABLE = "--focus-ring";
const focusRing = {
  outline: `3px solid var(${FOCUS_RING_VARIABLE}, ${brand.cocoa})`,
  outlineOffset: 2,
} as const;

export function createAppTheme(direction: Direction): Theme {
  const theme = createTheme({
    direction,
    palette: {
      mode: "light",
      primary: { main: brand.cocoa, light: brand.cocoaLight, dark: brand.cocoaDark, contrastText: brand.ivory },
      secondary: { main: brand.gold, light: brand.goldLight, dark: "#8c6424", contrastText: brand.night },
      error: { main: brand.raspberry },
      success: { main: "#2f6b3f" },
      // A burnt caramel, dark enough for ivory text (5.7:1): MUI's default orange gives 3.1:1 and the
      // low-stock badge failed contrast with it.
      warning: { main: "#a44d00", light: "#d9822b", dark: "#7a3900", contrastText: brand.ivory },
      background: { default: brand.cream, paper: brand.ivory },
      text: { primary: brand.ink, secondary: "#6e5a4f" },
      divider: alpha(brand.cocoa, 0.12),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontFamilies.sans,
      h1: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "2.4rem", lineHeight: 1.15, letterSpacing: "-0.01em" },
      h2: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "2rem", lineHeight: 1.2 },
      h3: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "1.7rem", lineHeight: 1.25 },
      h4: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "1.4rem" },
      h5: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "1.2rem" },
      h6: { fontFamily: fontFamilies.serif, fontWeight: 600, fontSize: "1.05rem" },
      // Spaced capitals suit Latin; Hebrew has no capitals and letter-spacing breaks its word shapes.
      overline: { letterSpacing: direction === "rtl" ? "0.02em" : "0.18em", fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600, letterSpacing: "0.01em" },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          "@font-face": headingFallbackFace,
          body: { WebkitFontSmoothing: "antialiased", MozOsxFontSmoothing: "grayscale" },
          "::selection": { backgroundColor: alpha(brand.gold, 0.35) },
          // Anything focusable that is not an MUI control (plain links, the skip link, tab panels).
          ":focus-visible": focusRing,
          // Headings and landmarks that receive focus after navigation are not controls: no ring.
          "h1[tabindex='-1']:focus-visible, main[tabindex='-1']:focus-visible": { outline: "none" },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { "&.Mui-focusVisible": focusRing } },
      },
      // Inputs: the focused element is the inner <input> (or the select's combobox), the ring goes round the field.
      MuiInputBase: {
        styleOverrides: { root: { "&:has(:focus-visible)": focusRing } },
      },
      // An outlined field's ring is its own outline, thickened: an outline round the field crossed its
      // floating label, which sits on the border (the notch leaves the label room in the border only).
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            backgroundColor: brand.ivory,
            "&:has(:focus-visible)": {
              outline: "none",
              "& .MuiOutlinedInput-notchedOutline": { borderWidth: 3, borderColor: `var(${FOCUS_RING_VARIABLE}, ${brand.cocoa})` },
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 20 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLink: { defaultProps: { underline: "hover" }, styleOverrides: { root: { "&:focus-visible": focusRing } } },
      MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
    },
  });
  theme.typography.h1 = {
    ...theme.typography.h1,
    [theme.breakpoints.down("sm")]: { fontSize: "1.9rem" },
  };
  return theme;
}
