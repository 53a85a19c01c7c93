import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

/** A thin rule between sections (an `<hr>`, as MUI's Divider draws it, without its 5 KB on every page). */
export function Rule({ sx }: { sx?: SxProps<Theme> }) {
  return <Box component="hr" sx={[{ m: 0, border: 0, borderTop: "1px solid", borderColor: "divider", flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
