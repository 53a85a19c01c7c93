import CheckIcon from "@mui/icons-material/Check";
import TranslateIcon from "@mui/icons-material/Translate";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { useId, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, baseLanguage } from "@/shared/i18n/languages";

/**
 * The language switcher: a button labelled "Change language" opening a menu of the languages, each
 * named in itself ("English", "עברית"). `variant="full"` shows the current language as text.
 */
export function LanguageSwitcher({
  variant = "icon",
  color = "inherit",
  onChanged,
}: {
  variant?: "icon" | "full";
  color?: "inherit" | "primary";
  /** Called after a language was picked (the shop drawer closes itself with it). */
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const label = t("language.change");
  const currentName = LANGUAGE_NAMES[current as keyof typeof LANGUAGE_NAMES] ?? current;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = (language: string) => {
    setAnchor(null);
    if (language !== current) void i18n.changeLanguage(language);
    onChanged?.();
  };

  const buttonProps = {
    "aria-label": label,
    "aria-haspopup": "menu" as const,
    "aria-controls": anchor ? menuId : undefined,
    "aria-expanded": anchor ? ("true" as const) : undefined,
    onClick: open,
  };

  return (
    <>
      {variant === "icon" ? (
        <Tooltip title={label}>
          <IconButton {...buttonProps} color={color}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        // The name holds the language shown on the button, so voice control finds it by that word.
        <Button {...buttonProps} aria-label={`${label}: ${currentName}`} color={color} startIcon={<TranslateIcon />} sx={{ justifyContent: "flex-start" }}>
          {currentName}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => choose(language)}
          >
            <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
