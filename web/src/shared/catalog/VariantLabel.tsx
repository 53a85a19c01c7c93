import { lineVariantLabel } from "@contracts";
import Typography from "@mui/material/Typography";
import { useLanguage } from "@/shared/i18n/useLanguage";

/**
 * A cart or order line's variant ("Box of 16 · Dark") in the reader's language, under its title;
 * nothing for a product sold as itself. `dir="auto"`: an English label keeps its order in Hebrew.
 */
export function VariantLabel({ line }: { line: { variantLabel?: string | undefined; variantLabelHe?: string | undefined } }) {
  const language = useLanguage();
  const label = lineVariantLabel(line, language);
  if (!label) return null;
  return (
    <Typography variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: "left", overflowWrap: "anywhere" }} data-testid="line-variant">
      {label}
    </Typography>
  );
}
