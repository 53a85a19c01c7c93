import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import SaveOutlinedIcon from "@mui/icons-material/SaveOutlined";
import { useId, type ReactNode } from "react";

/** One titled group of settings fields; a grid of one column on phones, two from tablets up. */
export function SettingsCard({
  title,
  description,
  children,
  columns = 2,
  headingLevel = "h2",
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
  headingLevel?: "h2" | "h3";
  /** Something beside the title (a switch, …). */
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, bgcolor: "background.paper", minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap", mb: description ? 0.5 : 2 }}>
        <Typography id={headingId} variant="h6" component={headingLevel}>
          {title}
        </Typography>
        {action}
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: columns === 2 ? "repeat(2, minmax(0, 1fr))" : "minmax(0, 1fr)" },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** The Save button at the end of a tab's form. */
export function SaveButton({ label, pending, disabled = false }: { label: string; pending: boolean; disabled?: boolean }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 3 }}>
      <Button type="submit" variant="contained" size="large" disabled={disabled} loading={pending} loadingPosition="start" startIcon={<SaveOutlinedIcon />}>
        {label}
      </Button>
    </Box>
  );
}
