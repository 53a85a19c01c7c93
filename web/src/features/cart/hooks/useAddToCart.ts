import type { Product } from "@contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "@/shared/toast";

/**
 * "Add to cart" from a product tile, the details dialog or search. For now it only guards the stock
 * and confirms; the cart issue fills in the server cart / guest cart (`guestCart`) behind the same call.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const addToCart = useCallback(
    (product: Pick<Product, "_id" | "totalStock">, quantity = 1) => {
      if (!(product.totalStock > 0) || quantity > product.totalStock) {
        toast({ title: t("cart.outOfStock"), variant: "destructive" });
        return false;
      }
      toast({ title: t("cart.added") });
      return true;
    },
    [t, toast],
  );
  return { addToCart, isAdding: false };
}
