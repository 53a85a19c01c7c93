import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChocolateIcon } from "./ChocolateIcon";

/** A quiet panel for empty results and failures, with an optional action. */
export function EmptyState({
  title,
  message,
  action,
  tone = "empty",
  headingLevel = 2,
}: {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  tone?: "empty" | "error";
  headingLevel?: 2 | 3;
}) {
  return (
    <Paper
      variant="outlined"
      role={tone === "error" ? "alert" : undefined}
      sx={{ p: { xs: 3, md: 5 }, textAlign: "center", bgcolor: "background.paper" }}
    >
      {tone === "error" ? (
        <ErrorOutlineIcon sx={{ fontSize: 48, color: "error.main", mb: 1 }} />
      ) : (
        <ChocolateIcon sx={{ fontSize: 48, color: "secondary.main", mb: 1 }} />
      )}
      <Typography variant="h5" component={headingLevel === 2 ? "h2" : "h3"}>
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: "auto" }}>
          {message}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Paper>
  );
}

/** The standard failed-to-load panel with a Retry button. */
export function LoadError({ onRetry, title }: { onRetry?: () => void; title?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={title ?? t("products.loadError.title")}
      message={t("products.loadError.message")}
      action={
        onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )
      }
    />
  );
}
