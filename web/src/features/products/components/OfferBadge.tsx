import type { ProductOffer } from "@contracts";
import { useTranslation } from "react-i18next";
import { promotionName } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { BadgeLabel, visuallyHidden } from "@/shared/ui";

/**
 * The automatic promotion that covers a product now (issue 36; the server's `offer`), as words on its
 * tile and beside its page's price: "10% off", "$20.00 off", "Free delivery", "10% off from $50.00"
 * with a minimum. The promotion's name is its hover title and is read after the words. Text, not
 * colour alone; on a tile it sits on the photo's top end corner, the stock badge on the start one.
 * Kept small: every tile's page carries it.
 */
export function OfferBadge({ offer, overlay = false }: { offer: ProductOffer | undefined; overlay?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  if (!offer) return null;
  const { benefit } = offer;
  const what = t(`products.offer.${benefit.type}`, { percent: "percent" in benefit ? benefit.percent : 0, amount: "amount" in benefit ? formatPrice(benefit.amount) : "" });
  const name = promotionName(offer, language);
  return (
    <BadgeLabel
      color="success"
      title={name}
      label={
        <>
          {offer.minSubtotal > 0 ? t("products.offer.from", { offer: what, amount: formatPrice(offer.minSubtotal) }) : what}
          {/* A plain style, not `sx`: no class to make for each tile. */}
          <span style={visuallyHidden}> ({name})</span>
        </>
      }
      sx={overlay ? { position: "absolute", top: 12, insetInlineEnd: 12, maxWidth: "60%", fontWeight: 700, boxShadow: 1 } : { fontWeight: 700 }}
    />
  );
}
