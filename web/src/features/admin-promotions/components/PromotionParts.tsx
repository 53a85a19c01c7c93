import type { Promotion } from "@contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import type { ReactNode } from "react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { catalogLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { formatShopDateTime, type DisplayStatus } from "../lib/promotionView";

/** Codes, counts and figures are written left to right inside Hebrew, isolated from the words around them. */
export function Ltr({ children, mono = false }: { children: ReactNode; mono?: boolean }) {
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap", ...(mono ? { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600 } : {}) }}
    >
      {children}
    </Box>
  );
}

/** Amounts as the money formatter writes them (its own direction marks), isolated from the text around. */
export function Money({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap" }}>
      {children}
    </Box>
  );
}

const STATUS_COLORS: Record<DisplayStatus, "success" | "info" | "warning" | "default"> = {
  active: "success",
  scheduled: "info",
  paused: "warning",
  expired: "default",
  ended: "default",
};

/** The status in words (the colour only repeats it). */
export function StatusChip({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === "active" || status === "paused" ? "filled" : "outlined"}
      label={t(`adminPromotions.statuses.${status}`)}
      data-testid="promotion-status"
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Uses against the limit: "12 / 100" kept left to right in Hebrew too; "12 (no limit)" a phrase of the page's language. */
export function Uses({ promotion }: { promotion: Pick<Promotion, "uses" | "usageLimit"> }) {
  const { uses } = usePromotionWords();
  const text = uses(promotion);
  return promotion.usageLimit === null ? (
    <Box component="span" sx={{ unicodeBidi: "isolate" }}>
      {text}
    </Box>
  ) : (
    <Ltr>{text}</Ltr>
  );
}

/** The code in monospace, or "Automatic". */
export function CodeOrAutomatic({ promotion }: { promotion: Pick<Promotion, "kind" | "code"> }) {
  const { t } = useTranslation();
  if (promotion.kind === "code" && promotion.code) return <Ltr mono>{promotion.code}</Ltr>;
  return <Chip size="small" variant="outlined" label={t("adminPromotions.automatic")} />;
}

/**
 * The sentences a promotion is read in: what it gives ("10% off", "$20.00 off", "Free delivery
 * (courier)"), what it covers ("Whole order", "Categories: Bars", "3 products"), its dates as typed
 * on the shop's clock, its uses against its limit, and its minimum.
 */
export function usePromotionWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const { categories } = useShopSettings();

  const benefit = useCallback(
    (promotion: Pick<Promotion, "benefit">): string => {
      const { benefit: given } = promotion;
      if (given.type === "percent") return t("adminPromotions.benefit.percent", { percent: given.percent });
      if (given.type === "amount") return t("adminPromotions.benefit.amount", { amount: formatPrice(given.amount) });
      if (given.methods.length === 0) return t("adminPromotions.benefit.freeDeliveryAll");
      const ways = given.methods.map((method) => t(`adminPromotions.methods.${method}`)).join(t("adminPromotions.listSeparator"));
      return t("adminPromotions.benefit.freeDelivery", { ways });
    },
    [formatPrice, t],
  );

  const scope = useCallback(
    (promotion: Pick<Promotion, "scope">): string => {
      const { scope: covered } = promotion;
      if (covered.type === "order") return t("adminPromotions.scope.order");
      if (covered.type === "products") return t("adminPromotions.scope.products", { count: covered.productIds.length });
      const names = covered.categoryIds.map((id) => catalogLabel(categories.find((group) => group.id === id), language, id));
      return t("adminPromotions.scope.categories", { names: names.join(t("adminPromotions.listSeparator")), count: names.length });
    },
    [categories, language, t],
  );

  const dates = useCallback(
    (promotion: Pick<Promotion, "startsAt" | "endsAt">): string => {
      // Each date isolated (FSI … PDI), so a Hebrew month beside its digits keeps its order in the range.
      const isolated = (value: string) => `\u2068${formatShopDateTime(value, language)}\u2069`;
      const from = promotion.startsAt ? isolated(promotion.startsAt) : null;
      const to = promotion.endsAt ? isolated(promotion.endsAt) : null;
      if (from && to) return t("adminPromotions.dates.range", { from, to });
      if (from) return t("adminPromotions.dates.from", { from });
      if (to) return t("adminPromotions.dates.until", { to });
      return t("adminPromotions.dates.always");
    },
    [language, t],
  );

  const uses = useCallback(
    (promotion: Pick<Promotion, "uses" | "usageLimit">): string =>
      promotion.usageLimit === null ? t("adminPromotions.usesUnlimited", { uses: promotion.uses }) : t("adminPromotions.usesOf", { uses: promotion.uses, limit: promotion.usageLimit }),
    [t],
  );

  const minimum = useCallback(
    (promotion: Pick<Promotion, "minSubtotal">): string | null => (promotion.minSubtotal > 0 ? t("adminPromotions.minimum", { amount: formatPrice(promotion.minSubtotal) }) : null),
    [formatPrice, t],
  );

  return { benefit, scope, dates, uses, minimum, formatPrice };
}
