import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A centred message page: an icon, an h1, a line of text and actions. */
export function StatusPage({
  icon,
  title,
  message,
  actions,
  fullPage = true,
}: {
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  actions?: ReactNode;
  fullPage?: boolean;
}) {
  return (
    <Box
      component={fullPage ? "main" : "div"}
      sx={{
        minHeight: fullPage ? "100vh" : { xs: "50vh", md: "60vh" },
        display: "grid",
        placeItems: "center",
        px: 2,
        py: 6,
        bgcolor: fullPage ? "background.default" : undefined,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: "100%", textAlign: "center", bgcolor: "background.paper" }}
      >
        {icon && <Box sx={{ color: "secondary.main", mb: 2, "& svg": { fontSize: 56 } }}>{icon}</Box>}
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: "1.6rem", sm: "2rem" }, color: "primary.main" }}>
          {title}
        </Typography>
        {message && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {message}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 3.5, justifyContent: "center" }}>
            {actions}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
