import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

/** One section of the profile tab: a titled, outlined block (`danger` for the account's deletion). */
export function ProfileSection({ title, children, danger = false }: { title: string; children: (headingId: string) => ReactNode; danger?: boolean }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: danger ? "error.main" : "divider", borderRadius: 2, p: { xs: 2, sm: 3 }, bgcolor: "background.paper" }}
    >
      <Typography id={headingId} variant="h6" component="h2" color={danger ? "error" : undefined} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}
