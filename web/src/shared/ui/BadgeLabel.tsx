import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

type BadgeColor = "default" | "error" | "warning" | "success";

/**
 * A short label that is not a control ("Sale", "Only 2 left", "Verified purchase"), drawn as MUI's
 * small Chip is: the storefront's badges use this instead of Chip, whose ripple, delete icon and
 * clickable states (~2.6 KB gzip) every tile's page would load for nothing.
 */
export function BadgeLabel({
  label,
  color = "default",
  variant = "filled",
  icon,
  title,
  sx,
}: {
  label: ReactNode;
  color?: BadgeColor;
  variant?: "filled" | "outlined";
  icon?: ReactNode;
  /** A hint shown on hover (an offer's promotion name). */
  title?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      title={title}
      sx={[
        (theme) => {
          const main = color === "default" ? theme.palette.text.primary : theme.palette[color].main;
          const filled = color === "default" ? { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary } : { bgcolor: main, color: theme.palette[color].contrastText };
          return {
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
            gap: 0.5,
            maxWidth: "100%",
            height: 24,
            px: 1,
            borderRadius: "16px",
            fontSize: theme.typography.pxToRem(13),
            lineHeight: 1,
            whiteSpace: "nowrap",
            verticalAlign: "middle",
            boxSizing: "border-box",
            ...(variant === "filled" ? filled : { border: 1, borderColor: main, color: main }),
            "& > svg": { fontSize: 18, marginInlineStart: -0.25 },
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
        {label}
      </Box>
    </Box>
  );
}
