import type { SxProps, Theme } from "@mui/material/styles";

/**
 * A sheet the owner or the shopper prints (the packing slip, the receipt): a card on screen, the bare
 * page on paper.
 */
export const printedSheetSx: SxProps<Theme> = {
  bgcolor: "background.paper",
  color: "text.primary",
  textAlign: "start",
  maxWidth: 800,
  mx: "auto",
  p: { xs: 2, sm: 5 },
  borderRadius: 2,
  boxShadow: 1,
  "@media print": { boxShadow: "none", borderRadius: 0, p: 0, maxWidth: "none", bgcolor: "#fff" },
};
