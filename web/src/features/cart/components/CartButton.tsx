import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";
import { useCartCount } from "../hooks/useCart";
import { useMergeGuestCartOnLogin } from "../hooks/useMergeGuestCart";

// The sheet (MUI's Drawer, a modal) loads when first opened, fetched ahead on hover or focus.
const CartSheet = lazyWithPreload(() => import("./CartSheet"));

/**
 * The header's cart button ("Cart") with its item-count badge; opens the cart sheet. The header is on
 * every shop page, so this is also where the guest cart is merged into the server cart after login.
 * The item count that a tooltip showed is the button's `title`.
 */
export function CartButton() {
  const { t } = useTranslation();
  useMergeGuestCartOnLogin();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const sheetWanted = useOpenedOnce(open);
  return (
    <>
      {/* The badge's number is text inside the button, so the name carries it too (label in name), and
          not in parentheses: checkers and voice control drop parenthesised words from a name. */}
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `${t("header.cart")} ${count > 99 ? "99+" : count}` : t("header.cart")}
        title={t("cart.itemCount", { count })}
        onClick={() => setOpen(true)}
        onPointerEnter={CartSheet.preload}
        onFocus={CartSheet.preload}
      >
        <Badge
          // An empty cart shows the bag alone, not a "0" badge: no content at all, since MUI keeps a
          // hidden "0" in the button otherwise, text that the button's name ("Cart") would not carry.
          badgeContent={count > 0 ? count : undefined}
          color="secondary"
          max={99}
          data-testid="cart-count"
          sx={{ "& .MuiBadge-badge": { fontWeight: 700, fontSize: 11, minWidth: 18, height: 18 } }}
        >
          <ShoppingBagOutlinedIcon />
        </Badge>
      </IconButton>
      {sheetWanted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
