import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCartCount } from "../hooks/useCartCount";
import { CartSheet } from "./CartSheet";

/** The header's cart button with its item-count badge; opens the cart sheet. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const label = t("header.cart", { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <Badge
            badgeContent={count}
            showZero
            color="secondary"
            max={99}
            sx={{ "& .MuiBadge-badge": { fontWeight: 700, fontSize: 11, minWidth: 18, height: 18 } }}
          >
            <ShoppingBagOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <CartSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}
