import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A page's one h1, with an optional line of text under it. */
export function PageHeading({ title, subtitle, align = "start" }: { title: ReactNode; subtitle?: ReactNode; align?: "start" | "center" }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 }, textAlign: align }}>
      <Typography variant="h1" component="h1" sx={{ color: "primary.main" }}>
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 3,
          borderRadius: 2,
          bgcolor: "secondary.main",
          mt: 1.5,
          mb: subtitle ? 2 : 0,
          mx: align === "center" ? "auto" : 0,
        }}
      />
      {subtitle && (
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 640, mx: align === "center" ? "auto" : 0 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
