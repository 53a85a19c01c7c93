import { api } from "@/shared/api";

/** One product's details (the details dialog, and the guest cart's lines). */
export async function fetchProduct(id: string, signal?: AbortSignal) {
  return (await api.products.get({ params: { id }, signal })).data;
}
