import type { Cart, GuestCartItem, Product } from "@contracts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentSession } from "@/shared/session";
import { fetchProduct } from "@/shared/catalog";
import { cartKeys, errorMessage } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { addCartItem, fetchCart, removeCartItem, updateCartItem } from "../api/cartApi";
import { cartItemCount, checkAdd, checkStep, type CartLine } from "../lib/cartRules";
import {
  addGuestItem,
  readGuestCart,
  removeGuestItem,
  subscribeGuestCart,
  updateGuestItem,
  writeGuestCart,
} from "../lib/guestCart";

/** The signed-in user's id, or undefined for a guest (also while the session is loading). */
function useCartUserId(): string | undefined {
  const session = useCurrentSession();
  return session.isAuthenticated ? session.user?.id : undefined;
}

/** The guest cart in localStorage, re-rendering on every change (this tab or another). */
export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribeGuestCart, readGuestCart, readGuestCart);
}

export interface CartState {
  items: CartLine[];
  isLoading: boolean;
  isGuest: boolean;
  userId: string | undefined;
}

const NO_ITEMS: CartLine[] = [];

/**
 * THE cart: the server cart (React Query `['cart', userId]`) for a signed-in user, the guest cart
 * from localStorage otherwise. A failed load shows an empty cart (spec 4).
 */
export function useCart(): CartState {
  const userId = useCartUserId();
  const guestItems = useGuestCart();
  const query = useQuery<Cart>({
    queryKey: cartKeys.user(userId ?? ""),
    queryFn: ({ signal }) => fetchCart(userId as string, signal),
    enabled: Boolean(userId),
  });
  if (!userId) return { items: guestItems, isLoading: false, isGuest: true, userId: undefined };
  return {
    items: query.isError ? NO_ITEMS : (query.data?.items ?? NO_ITEMS),
    isLoading: query.isPending,
    isGuest: false,
    userId,
  };
}

/** How many items the cart holds (sum of quantities), for the header badge. */
export function useCartCount(): number {
  return cartItemCount(useCart().items);
}

function storeCart(queryClient: QueryClient, userId: string, cart: Cart) {
  queryClient.setQueryData<Cart>(cartKeys.user(userId), cart);
}

/** After a refused or failed server call, reload the truth rather than guessing. */
function resync(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.user(userId) });
}

/** A guest line with the product's details; only id, quantity and time when they cannot be fetched. */
export async function guestLineFor(productId: string, quantity: number, now = new Date()): Promise<GuestCartItem> {
  const line: GuestCartItem = { productId, quantity, addedAt: now.toISOString() };
  try {
    const product = await fetchProduct(productId);
    return {
      ...line,
      image: product.image,
      title: product.title,
      ...(product.titleHe ? { titleHe: product.titleHe } : {}),
      price: product.price,
      salePrice: product.salePrice,
      totalStock: product.totalStock,
      category: product.category,
      brand: product.brand,
    };
  } catch (error) {
    console.error("Could not load the product details for the guest cart", productId, error);
    return line;
  }
}

/**
 * "Add to cart" from a product tile, the details dialog or search. Refuses beyond the stock
 * (spec 5), then adds to the server cart or the guest cart. Resolves true when added.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { items, userId } = useCart();
  const mutation = useMutation({
    mutationKey: ["cart", "add"],
    mutationFn: async ({ productId, quantity }: { productId: string; quantity: number }) => {
      if (userId) {
        storeCart(queryClient, userId, await addCartItem({ userId, productId, quantity }));
      } else {
        const line = await guestLineFor(productId, quantity);
        writeGuestCart(addGuestItem(readGuestCart(), line));
      }
    },
  });
  const { mutateAsync } = mutation;

  const addToCart = useCallback(
    async (product: Pick<Product, "_id" | "totalStock">, quantity = 1): Promise<boolean> => {
      if (!(product.totalStock > 0)) {
        toast({ title: t("cart.outOfStock"), variant: "destructive" });
        return false;
      }
      const inCart = items.find((line) => line.productId === product._id)?.quantity ?? 0;
      const check = checkAdd(inCart, quantity, product.totalStock);
      if (!check.ok) {
        toast({ title: t("cart.addLimit", { quantity: check.inCart }), variant: "destructive" });
        return false;
      }
      try {
        await mutateAsync({ productId: product._id, quantity });
        toast({ title: t("cart.added") });
        return true;
      } catch (error) {
        toast({ title: errorMessage(error, t("cart.addFailed")), variant: "destructive" });
        if (userId) resync(queryClient, userId);
        return false;
      }
    },
    [items, mutateAsync, queryClient, t, toast, userId],
  );
  return { addToCart, isAdding: mutation.isPending };
}

/** The stepper: sets a line's quantity; never below 1, refused beyond the stock (spec 5). */
export function useUpdateCartItem() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const userId = useCartUserId();
  const mutation = useMutation({
    mutationKey: ["cart", "update"],
    mutationFn: async ({ productId, quantity }: { productId: string; quantity: number }) => {
      if (userId) storeCart(queryClient, userId, await updateCartItem({ userId, productId, quantity }));
      else writeGuestCart(updateGuestItem(readGuestCart(), productId, quantity));
    },
  });
  const { mutateAsync } = mutation;

  const updateQuantity = useCallback(
    async (line: Pick<CartLine, "productId" | "totalStock">, quantity: number): Promise<boolean> => {
      const check = checkStep(quantity, line.totalStock);
      if (!check.ok) {
        if (check.reason === "stock") toast({ title: t("cart.stockLimit", { limit: check.limit }), variant: "destructive" });
        return false;
      }
      try {
        await mutateAsync({ productId: line.productId, quantity });
        toast({ title: t("cart.updated") });
        return true;
      } catch (error) {
        toast({ title: errorMessage(error, t("cart.updateFailed")), variant: "destructive" });
        if (userId) resync(queryClient, userId);
        return false;
      }
    },
    [mutateAsync, queryClient, t, toast, userId],
  );
  return { updateQuantity, isUpdating: mutation.isPending };
}

/** Removes a line from the server cart or the guest cart. */
export function useRemoveCartItem() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const userId = useCartUserId();
  const mutation = useMutation({
    mutationKey: ["cart", "remove"],
    mutationFn: async (productId: string) => {
      if (userId) storeCart(queryClient, userId, await removeCartItem(userId, productId));
      else writeGuestCart(removeGuestItem(readGuestCart(), productId));
    },
  });
  const { mutateAsync } = mutation;

  const removeItem = useCallback(
    async (productId: string): Promise<boolean> => {
      try {
        await mutateAsync(productId);
        toast({ title: t("cart.removed") });
        return true;
      } catch (error) {
        console.error("Failed to remove the cart item", productId, error);
        toast({ title: t("cart.removeFailed"), variant: "destructive" });
        if (userId) resync(queryClient, userId);
        return false;
      }
    },
    [mutateAsync, queryClient, t, toast, userId],
  );
  return { removeItem, isRemoving: mutation.isPending };
}
