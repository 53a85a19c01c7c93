import type { Product } from "@contracts";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { productKeys } from "@/shared/api";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { TestProviders } from "@/test/TestProviders";
import { useAddReview } from "./useProductQueries";

const SWAN: Product = {
  _id: "swan",
  slug: "dark-chocolate-swan",
  image: "https://img.test/swan.jpg",
  title: "Dark Chocolate Swan",
  titleHe: "ברבור שוקולד מריר",
  description: "A swan.",
  category: "sculptures",
  brand: "atelier",
  price: 12500,
  salePrice: 0,
  totalStock: 4,
  averageReview: 0,
  featured: false,
};

describe("useAddReview", () => {
  it("writes the answer's average into the product's cached copies and does not read them again (a CDN copy would be old)", async () => {
    const productReads: string[] = [];
    fakeApi({
      routes: {
        "POST /api/shop/review/add": () =>
          jsonResponse(
            {
              success: true,
              data: { _id: "r1", productId: "swan", userId: "u-1", userName: "Rina", reviewMessage: "Lovely", reviewValue: 4, verifiedPurchase: false, createdAt: "2026-11-24T10:00:00.000Z" },
              averageReview: 4,
            },
            201,
          ),
        "GET /api/shop/products/get/swan": ({ url }) => {
          productReads.push(url);
          return jsonResponse({ success: true, data: SWAN });
        },
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productKeys.detail("swan"), SWAN);
    queryClient.setQueryData(productKeys.bySlug("dark-chocolate-swan"), SWAN);
    queryClient.setQueryData(productKeys.detail("other"), { ...SWAN, _id: "other" });
    const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
    const { result } = renderHook(() => useAddReview(), { wrapper });

    await act(() => result.current.mutateAsync({ productId: "swan", reviewMessage: "Lovely", reviewValue: 4 }));

    expect(queryClient.getQueryData<Product>(productKeys.detail("swan"))?.averageReview).toBe(4);
    expect(queryClient.getQueryData<Product>(productKeys.bySlug("dark-chocolate-swan"))?.averageReview).toBe(4);
    expect(queryClient.getQueryData<Product>(productKeys.detail("other"))?.averageReview).toBe(0);
    expect(queryClient.getQueryState(productKeys.detail("swan"))?.isInvalidated).toBe(false);
    expect(productReads).toEqual([]);
  });
});
