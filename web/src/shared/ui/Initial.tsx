import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

/**
 * A person's initial in a circle (the account button, a review's writer), drawn as MUI's Avatar draws
 * a letter: Avatar's image loading and fallbacks are 4 KB gzip that the storefront's pages never use.
 */
export function Initial({ letter, size, sx }: { letter: string; size: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={[
        {
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: "50%",
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          fontSize: "1.25rem",
          lineHeight: 1,
          userSelect: "none",
          bgcolor: "primary.main",
          color: "common.white",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {letter}
    </Box>
  );
}
