import type { ComponentProps } from "react";
import { useAddToCart } from "@/features/cart";
import { ProductGrid } from "@/features/products";

/** The storefront's product grid, its "Add to cart" wired to the cart: products and cart meet here, not in each other. */
export function ShopProductGrid(props: Omit<ComponentProps<typeof ProductGrid>, "onAddToCart">) {
  const { addToCart } = useAddToCart();
  return <ProductGrid {...props} onAddToCart={addToCart} />;
}
