import TranslateIcon from "@mui/icons-material/Translate";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { Suspense, useId, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, baseLanguage } from "@/shared/i18n/languages";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";

const LanguageMenu = lazyWithPreload(() => import("./LanguageMenu"));

/**
 * The language switcher: a button labelled "Change language" opening a menu of the languages, each
 * named in itself ("English", "עברית"). `variant="full"` shows the current language as text. The
 * menu loads when first opened (fetched ahead on hover or focus); the icon's hint is its `title`.
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
  const menuWanted = useOpenedOnce(Boolean(anchor));
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
    onPointerEnter: LanguageMenu.preload,
    onFocus: LanguageMenu.preload,
  };

  return (
    <>
      {variant === "icon" ? (
        <IconButton {...buttonProps} title={label} color={color}>
          <TranslateIcon />
        </IconButton>
      ) : (
        // The name holds the language shown on the button, so voice control finds it by that word.
        <Button {...buttonProps} aria-label={`${label}: ${currentName}`} color={color} startIcon={<TranslateIcon />} sx={{ justifyContent: "flex-start" }}>
          {currentName}
        </Button>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
