import type { AddAddressRequest, Address, UpdateAddressRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** The session user's saved addresses (spec 7, Addresses). Every call answers `{ success, data }`. */

export async function fetchAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  return (await api.addresses.list({ params: { userId }, signal })).data;
}

export async function addAddress(body: AddAddressRequest): Promise<Address> {
  return (await api.addresses.add({ body })).data;
}

export async function updateAddress(userId: string, addressId: string, body: UpdateAddressRequest): Promise<Address> {
  return (await api.addresses.update({ params: { userId, addressId }, body })).data;
}

/** Answers the addresses that remain. */
export async function deleteAddress(userId: string, addressId: string): Promise<Address[]> {
  return (await api.addresses.remove({ params: { userId, addressId } })).data;
}

export const addressKeys = {
  all: ["addresses"] as const,
  user: (userId: string) => ["addresses", userId] as const,
};

/** The user's saved addresses: key and fetcher together (TanStack `queryOptions`). */
export const addressesQuery = (userId: string | undefined) =>
  queryOptions<Address[]>({
    queryKey: addressKeys.user(userId ?? ""),
    queryFn: ({ signal }) => fetchAddresses(userId as string, signal),
    enabled: Boolean(userId),
  });
