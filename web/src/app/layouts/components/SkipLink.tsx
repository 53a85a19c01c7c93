import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";

/** "Skip to content": hidden until focused by keyboard, then jumps past the header. */
export function SkipLink({ target = "main-content" }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: "absolute",
        insetInlineStart: 16,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontWeight: 600,
        textDecoration: "none",
        "&:focus": { top: 12 },
      }}
    >
      {t("app.skipToContent")}
    </Box>
  );
}
