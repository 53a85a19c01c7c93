import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { useShopSettings } from "@/shared/settings";
import { ChocolateIcon } from "@/shared/ui";

/** The site name from the settings with the chocolate mark, linking to `to` (the shop home). */
export function BrandLogo({
  to,
  tone = "dark",
  compact = false,
  onClick,
}: {
  to: string;
  tone?: "dark" | "light";
  /** Hide the name on very narrow screens, keeping only the mark. */
  compact?: boolean;
  onClick?: () => void;
}) {
  const { siteName } = useShopSettings();
  return (
    <Box
      component={RouterLink}
      to={to}
      onClick={onClick}
      aria-label={siteName}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1,
        color: tone === "dark" ? "primary.main" : "secondary.light",
        textDecoration: "none",
        minWidth: 0,
        borderRadius: 1,
        "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.main", outlineOffset: 4 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: "10px",
          display: "grid",
          placeItems: "center",
          flexShrink: 0,
          bgcolor: tone === "dark" ? "primary.main" : "secondary.main",
          color: tone === "dark" ? "secondary.light" : "primary.dark",
        }}
      >
        <ChocolateIcon sx={{ fontSize: 22 }} />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{
          display: compact ? { xs: "none", sm: "block" } : "block",
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: { xs: "1.1rem", lg: "1.3rem" },
          letterSpacing: "0.01em",
          color: tone === "dark" ? "primary.main" : "background.paper",
        }}
      >
        {siteName}
      </Typography>
    </Box>
  );
}
