import { lineVariantLabel, taxModeOf, vatContainedIn } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import RemoveIcon from "@mui/icons-material/Remove";
import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { BoxPieces, ProductPrice, productTitle, promotionName, VariantLabel } from "@/shared/catalog";
import { CartAllergens } from "@/shared/food/CartAllergens";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { minusPrice } from "@/shared/money";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { useCart, useRemoveCartItem, useUpdateCartItem } from "../hooks/useCart";
import { useCartQuote } from "../hooks/useCartQuote";
import { SideSheet, srcSetOf } from "@/shared/ui";
import { cartTotal, type CartLine } from "../lib/cartRules";

/**
 * The cart sheet, opening from the end side (the left in Hebrew): lines, their allergens in one line,
 * what the automatic promotions save (a signed-in shopper's cart, priced by the server's quote while
 * the sheet is open), total and checkout.
 */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const { items, isLoading, isGuest } = useCart();
  const { quote } = useCartQuote({ enabled: open && !isGuest });
  const discounts = quote?.discounts ?? [];
  const savings = quote?.discountAmount ?? 0;
  const namesOf = (list: typeof discounts) => list.map((discount) => promotionName(discount, language)).join(", ");
  const freeDelivery = discounts.filter((discount) => discount.freeDelivery);
  const total = cartTotal(items) - savings;
  // Prices that include VAT (issue 37): the items' total holds it; delivery's share is told at checkout.
  const settings = useShopSettings();
  const includedVat = taxModeOf(settings) === "included" ? vatContainedIn(total, settings.taxRate) : undefined;

  return (
    <SideSheet open={open} onClose={onClose} title={t("cart.title")} closeLabel={t("cart.close")} width={400}>
      {isLoading ? (
        <Box sx={{ flex: 1, display: "grid", placeItems: "center" }} role="status" aria-label={t("cart.loading")}>
          <CircularProgress color="secondary" />
        </Box>
      ) : items.length === 0 ? (
        <Box sx={{ flex: 1, display: "grid", placeItems: "center", p: 4, textAlign: "center" }}>
          <Box>
            <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: "secondary.main", mb: 2 }} />
            <Typography variant="h6" component="p">
              {t("cart.empty")}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {t("cart.emptyHint")}
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.shop.listing} onClick={onClose}>
              {t("cart.continueShopping")}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, flex: 1, overflowY: "auto" }}>
            {items.map((line) => (
              <CartLineRow key={line.lineId} line={line} />
            ))}
          </Box>
          <Divider />
          <Box sx={{ px: 2.5, py: 2 }}>
            {/* Everything in the cart in one allergen line, for the shopper and whoever it is a gift for. */}
            <CartAllergens items={items} sx={{ mb: 1.5 }} />
            {/* Words, not a colour alone: the amount and the promotion's name, each isolated so they keep their direction. */}
            {savings > 0 && (
              <Typography variant="body2" sx={{ color: "success.dark", fontWeight: 600, mb: 1 }} data-testid="cart-savings">
                <Trans
                  i18nKey="cart.savings"
                  values={{ amount: minusPrice(formatPrice, savings), names: namesOf(discounts.filter((discount) => discount.amount > 0)) }}
                  components={{ amount: <bdi />, names: <bdi /> }}
                />
              </Typography>
            )}
            {freeDelivery.length > 0 && (
              <Typography variant="body2" sx={{ color: "success.dark", fontWeight: 600, mb: 1 }} data-testid="cart-free-delivery">
                <Trans i18nKey="cart.freeDelivery" values={{ names: namesOf(freeDelivery) }} components={{ names: <bdi /> }} />
              </Typography>
            )}
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 2 }}>
              <Typography variant="h6" component="p">
                {t("cart.total")}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="cart-total">
                {formatPrice(total)}
              </Typography>
            </Box>
            {includedVat !== undefined && (
              <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mt: -1.5, mb: 2 }} data-testid="cart-included-vat">
                <Typography variant="body2" color="text.secondary">
                  {t("cart.includesVat", { rate: settings.taxRate })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                  {formatPrice(includedVat)}
                </Typography>
              </Box>
            )}
            <Button
              variant="contained"
              fullWidth
              size="large"
              component={RouterLink}
              to={paths.shop.checkout}
              onClick={onClose}
            >
              {t("cart.checkout")}
            </Button>
          </Box>
        </>
      )}
    </SideSheet>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { updateQuantity, isUpdating } = useUpdateCartItem();
  const { removeItem, isRemoving } = useRemoveCartItem();
  const title = line.title ? productTitle({ title: line.title, titleHe: line.titleHe }, language) : t("cart.untitled");
  // Two variants of one product are two lines: the stepper's name tells them apart.
  const variant = lineVariantLabel(line, language);
  const busy = isUpdating || isRemoving;

  return (
    <Box component="li" sx={{ display: "flex", gap: 2, px: 2.5, py: 2, borderBottom: 1, borderColor: "divider" }}>
      <Box
        sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 1, overflow: "hidden", bgcolor: "action.hover" }}
      >
        {line.image ? (
          <Box component="img" src={line.image} srcSet={srcSetOf(line.imageVariants)} sizes="72px" alt="" sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* Two lines at most; dir="auto" keeps an English-only title left to right in Hebrew, while
            "left" (flipped to "right" by the RTL style cache) keeps it on the layout's start side. */}
        <Typography
          variant="subtitle1"
          component="h3"
          dir="auto"
          title={title}
          sx={{ fontWeight: 600, lineHeight: 1.3, display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden", textAlign: "left" }}
        >
          {title}
        </Typography>
        <VariantLabel line={line} />
        <BoxPieces pieces={line.pieces} collapsible />
        <ProductPrice product={{ price: line.price ?? 0, salePrice: line.salePrice ?? 0 }} />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5 }} role="group" aria-label={`${t("cart.quantity")}: ${title}${variant ? ` (${variant})` : ""}`}>
          <IconButton
            size="small"
            aria-label={t("cart.decrease")}
            disabled={line.quantity <= 1 || busy}
            onClick={() => void updateQuantity(line, line.quantity - 1)}
            sx={{ border: 1, borderColor: "divider" }}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography component="span" sx={{ minWidth: 24, textAlign: "center", fontWeight: 600 }} aria-live="polite">
            {line.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={t("cart.increase")}
            disabled={busy}
            onClick={() => void updateQuantity(line, line.quantity + 1)}
            sx={{ border: 1, borderColor: "divider" }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      <IconButton
        aria-label={t("cart.remove")}
        disabled={busy}
        onClick={() => void removeItem(line.lineId)}
        sx={{ alignSelf: "flex-start" }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

export default CartSheet;
