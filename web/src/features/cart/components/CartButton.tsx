import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
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
        {/* The badge drawn here as MUI's Badge draws it (a pill on the corner): its component is 7 KB of
            every page's first load. An empty cart shows the bag alone, no "0". */}
        <Box component="span" data-testid="cart-count" sx={{ position: "relative", display: "inline-flex" }}>
          <ShoppingBagOutlinedIcon />
          {count > 0 && (
            <Box
              component="span"
              sx={{
                position: "absolute",
                top: 0,
                right: 0,
                transform: "translate(50%, -50%)",
                minWidth: 18,
                height: 18,
                px: "6px",
                borderRadius: "9px",
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                boxSizing: "border-box",
                bgcolor: "secondary.main",
                color: "secondary.contrastText",
                fontSize: 11,
                fontWeight: 700,
                lineHeight: 1,
              }}
            >
              {count > 99 ? "99+" : count}
            </Box>
          )}
        </Box>
      </IconButton>
      {sheetWanted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
