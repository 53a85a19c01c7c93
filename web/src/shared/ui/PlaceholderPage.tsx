import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChocolateIcon } from "./ChocolateIcon";
import { PageHeading } from "./PageHeading";

/** A page that only shows its title for now; later issues replace it with the real screen. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, display: "flex", alignItems: "center", gap: 2, bgcolor: "background.paper" }}
      >
        <ChocolateIcon sx={{ color: "secondary.main", fontSize: 40, flexShrink: 0 }} />
        <Typography color="text.secondary">{t("pages.placeholder")}</Typography>
      </Paper>
      {children}
    </>
  );
}
