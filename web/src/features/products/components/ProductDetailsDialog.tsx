import type { ProductCard } from "@contracts";
import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import IconButton from "@mui/material/IconButton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cardAsProduct } from "../api/productsApi";
import { useProduct } from "../hooks/useProductQueries";
import { ProductDetails } from "./ProductDetails";
import type { AddToCart } from "./ProductTile";

/** The quick view (role dialog named by the product title): the product's details over the grid. */
export function ProductDetailsDialog({
  product: initial,
  open,
  onClose,
  onExited,
  focusReview = false,
  onAddToCart,
}: {
  product: ProductCard;
  onAddToCart: AddToCart;
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
  /** Opened from a review's sign-in: bring the review form into view and focus it. */
  focusReview?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  // Fresh details (description, stock, average) from the API; the tile's card shows meanwhile.
  const product = useProduct(initial._id, initial).data ?? cardAsProduct(initial);
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={t("common.close")}
        sx={{ position: "absolute", top: 8, insetInlineEnd: 8, zIndex: 1, bgcolor: "background.paper", "&:hover": { bgcolor: "background.default" } }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: { xs: 2, sm: 3 }, overflowX: "hidden" }}>
        <ProductDetails product={product} onAddToCart={onAddToCart} titleId={titleId} variant="dialog" focusReview={focusReview} />
      </DialogContent>
    </Dialog>
  );
}

export default ProductDetailsDialog;
