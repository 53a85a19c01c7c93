/**
 * Emails, phones, postal codes, URLs, ids and numbers are written left to right in both languages:
 * spread LTR_INPUT into a TextField's `slotProps.htmlInput` and LTR_INPUT_SX into its `sx`.
 *
 * The value starts at the left in Hebrew too, so a long email shows its beginning. `text-align:
 * start` resolves against the input's own `dir="ltr"`; "left" would not do, because the RTL
 * style cache (stylis-plugin-rtl) turns it into "right" on Hebrew pages.
 */
export const LTR_INPUT = { dir: "ltr" } as const;
export const LTR_INPUT_SX = { "& .MuiInputBase-input": { textAlign: "start" } } as const;

