import { cartLineId, findVariant, hasVariants, lineAllergensOf, variantLabels, type BoxPieceCount, type Cart, type Product } from "@contracts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentSession } from "@/shared/session";
import { fetchProduct } from "@/shared/catalog";
import { cartKeys, errorMessage, errorToast, type ErrorToast } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { addCartItem, cartQuery, removeCartItem, updateCartItem } from "../api/cartApi";
import { cartItemCount, checkAdd, checkStep, withLineId, type CartLine } from "../lib/cartRules";
import {
  EMPTY_GUEST_CART,
  addGuestItem,
  readGuestCart,
  removeGuestItem,
  subscribeGuestCart,
  updateGuestItem,
  writeGuestCart,
  type GuestLine,
} from "../lib/guestCart";

/** The signed-in user's id, or undefined for a guest (also while the session is loading). */
function useCartUserId(): string | undefined {
  const session = useCurrentSession();
  return session.isAuthenticated ? session.user?.id : undefined;
}

/** The server renders every page empty-carted (it is cached for everyone), so hydration starts there too. */
const serverGuestCart = () => EMPTY_GUEST_CART;

/** The guest cart in localStorage, re-rendering on every change (this tab or another). */
export function useGuestCart(): GuestLine[] {
  return useSyncExternalStore(subscribeGuestCart, readGuestCart, serverGuestCart);
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
  const guestLines = useMemo(() => (guestItems.length ? guestItems.map(withLineId) : NO_ITEMS), [guestItems]);
  const query = useQuery(cartQuery(userId));
  if (!userId) return { items: guestLines, isLoading: false, isGuest: true, userId: undefined };
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

/**
 * A guest line with the product's details (the variant's price, stock and photo, and both its labels,
 * for `variantSku`; a filled box's pieces, priced and stocked as the server's line: guestBoxLine.ts)
 * and the allergens of what it holds, as the server's line has them (`lineAllergensOf`: the variant's
 * declaration; a box's with its pieces'); only ids, pieces, quantity and time when they cannot be fetched.
 */
export async function guestLineFor(productId: string, quantity: number, variantSku?: string, pieces?: BoxPieceCount[], now = new Date()): Promise<GuestLine> {
  const line: GuestLine = { productId, ...(variantSku ? { variantSku } : {}), ...(pieces ? { pieces } : {}), quantity, addedAt: now.toISOString() };
  try {
    const product = await fetchProduct(productId);
    const variant = findVariant(product, variantSku);
    const image = variant?.image ? { image: variant.image, imageVariants: variant.imageVariants } : { image: product.image, imageVariants: product.imageVariants };
    const sold = variant ?? product;
    const food = pieces ? undefined : lineAllergensOf(product, variant?.sku);
    const details: GuestLine = {
      ...line,
      ...(variant ? variantLabels(product, variant) : {}),
      image: image.image,
      ...(image.imageVariants ? { imageVariants: image.imageVariants } : {}),
      title: product.title,
      ...(product.titleHe ? { titleHe: product.titleHe } : {}),
      price: sold.price,
      salePrice: sold.salePrice,
      totalStock: sold.totalStock,
      category: product.category,
      brand: product.brand,
      ...food,
    };
    return pieces ? (await import("../lib/guestBoxLine")).withBoxPieces(details, product, pieces) : details;
  } catch (error) {
    console.error("Could not load the product details for the guest cart", productId, error);
    return line;
  }
}

/**
 * THE cart mutation: the server cart for a signed-in user (its answer is stored), the guest cart
 * otherwise. Success toasts `done`; a failure raises `failed` (the MutationCache's one error path)
 * and, signed in, reloads the server cart rather than guessing. Resolves true when it went through.
 */
function useCartMutation<Variables>({
  key,
  server,
  guest,
  done,
  failed,
}: {
  key: string;
  server: (userId: string, variables: Variables) => Promise<Cart>;
  guest: (variables: Variables) => void | Promise<void>;
  done: string;
  failed: (error: unknown) => ErrorToast;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const userId = useCartUserId();
  const mutation = useMutation({
    mutationKey: ["cart", key],
    mutationFn: async (variables: Variables) => {
      if (userId) storeCart(queryClient, userId, await server(userId, variables));
      else await guest(variables);
    },
    meta: { errorToast: errorToast((error) => failed(error)) },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: Variables): Promise<boolean> => {
      try {
        await mutateAsync(variables);
        toast({ title: done });
        return true;
      } catch {
        if (userId) resync(queryClient, userId);
        return false;
      }
    },
    [done, mutateAsync, queryClient, toast, userId],
  );
  return { run, isPending: mutation.isPending };
}

type LineAdd = { productId: string; variantSku?: string; pieces?: BoxPieceCount[]; quantity: number };
type LineChange = { lineId: string; productId: string; variantSku?: string; quantity: number };

/** What "Add to cart" needs of the product: its id and stock, and its variants when it is sold by them. */
type Addable = Pick<Product, "_id" | "totalStock" | "variants">;

/**
 * "Add to cart" from a product tile, the details dialog or search. A product sold by variant needs
 * the chosen one's SKU (`choice.variantSku`), whose stock then counts; a build-your-own box, its
 * pieces (`choice.pieces`: the server checks them and the pieces' stock). Refuses beyond the stock
 * (spec 5), then adds to the server cart or the guest cart. Resolves true when added.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { items } = useCart();
  const { run, isPending } = useCartMutation<LineAdd>({
    key: "add",
    server: (userId, { productId, variantSku, pieces, quantity }) => addCartItem({ userId, productId, quantity, ...(variantSku ? { variantSku } : {}), ...(pieces ? { pieces } : {}) }),
    guest: async ({ productId, variantSku, pieces, quantity }) => writeGuestCart(addGuestItem(readGuestCart(), await guestLineFor(productId, quantity, variantSku, pieces))),
    done: t("cart.added"),
    failed: (error) => ({ title: errorMessage(error, t("cart.addFailed")) }),
  });

  const addToCart = useCallback(
    async (product: Addable, { quantity = 1, variantSku, pieces }: { quantity?: number; variantSku?: string; pieces?: BoxPieceCount[] } = {}): Promise<boolean> => {
      const variant = hasVariants(product) ? findVariant(product, variantSku) : undefined;
      if (hasVariants(product) && !variant) {
        toast({ title: t("cart.chooseVariant"), variant: "destructive" });
        return false;
      }
      const stock = (variant ?? product).totalStock;
      if (!(stock > 0)) {
        toast({ title: t("cart.outOfStock"), variant: "destructive" });
        return false;
      }
      const lineId = cartLineId(product._id, variant?.sku, pieces);
      const inCart = items.find((line) => line.lineId === lineId)?.quantity ?? 0;
      const check = checkAdd(inCart, quantity, stock);
      if (!check.ok) {
        toast({ title: t("cart.addLimit", { quantity: check.inCart }), variant: "destructive" });
        return false;
      }
      return run({ productId: product._id, ...(variant ? { variantSku: variant.sku } : {}), ...(pieces ? { pieces } : {}), quantity });
    },
    [items, run, t, toast],
  );
  return { addToCart, isAdding: isPending };
}

/** The stepper: sets a line's quantity; never below 1, refused beyond the stock (spec 5). */
export function useUpdateCartItem() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { run, isPending } = useCartMutation<LineChange>({
    key: "update",
    server: (userId, { lineId, productId, variantSku, quantity }) => updateCartItem({ userId, lineId, productId, quantity, ...(variantSku ? { variantSku } : {}) }),
    guest: ({ lineId, quantity }) => writeGuestCart(updateGuestItem(readGuestCart(), lineId, quantity)),
    done: t("cart.updated"),
    failed: (error) => ({ title: errorMessage(error, t("cart.updateFailed")) }),
  });

  const updateQuantity = useCallback(
    async (line: Pick<CartLine, "lineId" | "productId" | "variantSku" | "totalStock">, quantity: number): Promise<boolean> => {
      const check = checkStep(quantity, line.totalStock);
      if (!check.ok) {
        if (check.reason === "stock") toast({ title: t("cart.stockLimit", { limit: check.limit }), variant: "destructive" });
        return false;
      }
      return run({ lineId: line.lineId, productId: line.productId, ...(line.variantSku ? { variantSku: line.variantSku } : {}), quantity });
    },
    [run, t, toast],
  );
  return { updateQuantity, isUpdating: isPending };
}

/** Removes a line, by its line id, from the server cart or the guest cart. */
export function useRemoveCartItem() {
  const { t } = useTranslation();
  const { run, isPending } = useCartMutation<string>({
    key: "remove",
    server: (userId, lineId) => removeCartItem(userId, lineId),
    guest: (lineId) => writeGuestCart(removeGuestItem(readGuestCart(), lineId)),
    done: t("cart.removed"),
    failed: () => ({ title: t("cart.removeFailed") }),
  });
  return { removeItem: run, isRemoving: isPending };
}
