import { MAX_ADDRESSES_PER_USER, type Address, type AddressFields } from "@contracts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentSession } from "@/shared/session";
import { errorMessage, errorToast, fieldErrors } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { addAddress, addressesQuery, addressKeys, deleteAddress, updateAddress } from "../api/addressApi";
import { canAddAddress } from "../lib/addressForm";

/** The outcome of a save: the saved address, or the server's field errors (keyed by field). */
export type AddressSaveResult = { ok: true; address: Address } | { ok: false; fieldErrors: Record<string, string> };

const NO_ADDRESSES: Address[] = [];
const REFUSED: AddressSaveResult = { ok: false, fieldErrors: {} };

function useAddressUserId(): string | undefined {
  const session = useCurrentSession();
  return session.isAuthenticated ? session.user?.id : undefined;
}

/** After a refused or failed call, reload the truth rather than guessing. */
function resync(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: addressKeys.user(userId) });
}

/**
 * The signed-in user's addresses (React Query `['addresses', userId]`). A failed load shows an empty
 * list (spec 7: failed list loads silently set an empty list).
 */
export function useAddresses() {
  const userId = useAddressUserId();
  const query = useQuery(addressesQuery(userId));
  return {
    addresses: query.isError ? NO_ADDRESSES : (query.data ?? NO_ADDRESSES),
    isLoading: Boolean(userId) && query.isPending,
    userId,
  };
}

/** Adds an address (the fields as the form checked them: trimmed); refused on the client first when the user already has the maximum (spec 5). */
export function useAddAddress() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { addresses, userId } = useAddresses();
  const mutation = useMutation({
    mutationKey: ["addresses", "add"],
    mutationFn: addAddress,
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("addresses.addFailed")) })) },
  });
  const { mutateAsync } = mutation;
  const count = addresses.length;

  const add = useCallback(
    async (fields: AddressFields): Promise<AddressSaveResult> => {
      if (!userId) return REFUSED;
      if (!canAddAddress(count)) {
        toast({ title: t("addresses.maxReached", { max: MAX_ADDRESSES_PER_USER }), variant: "destructive" });
        return REFUSED;
      }
      try {
        const address = await mutateAsync({ userId, ...fields });
        queryClient.setQueryData<Address[]>(addressKeys.user(userId), (old = []) => [...old.filter((a) => a._id !== address._id), address]);
        toast({ title: t("addresses.added") });
        return { ok: true, address };
      } catch (error) {
        resync(queryClient, userId);
        return { ok: false, fieldErrors: fieldErrors(error) };
      }
    },
    [count, mutateAsync, queryClient, t, toast, userId],
  );
  return { addAddress: add, isAdding: mutation.isPending };
}

export function useUpdateAddress() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const userId = useAddressUserId();
  const mutation = useMutation({
    mutationKey: ["addresses", "update"],
    mutationFn: ({ userId, addressId, fields }: { userId: string; addressId: string; fields: AddressFields }) =>
      updateAddress(userId, addressId, fields),
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("addresses.updateFailed")) })) },
  });
  const { mutateAsync } = mutation;

  const update = useCallback(
    async (addressId: string, fields: AddressFields): Promise<AddressSaveResult> => {
      if (!userId) return REFUSED;
      try {
        const address = await mutateAsync({ userId, addressId, fields });
        queryClient.setQueryData<Address[]>(addressKeys.user(userId), (old = []) => old.map((a) => (a._id === address._id ? address : a)));
        toast({ title: t("addresses.updated") });
        return { ok: true, address };
      } catch (error) {
        resync(queryClient, userId);
        return { ok: false, fieldErrors: fieldErrors(error) };
      }
    },
    [mutateAsync, queryClient, t, toast, userId],
  );
  return { updateAddress: update, isUpdating: mutation.isPending };
}

export function useDeleteAddress() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const userId = useAddressUserId();
  const mutation = useMutation({
    mutationKey: ["addresses", "delete"],
    mutationFn: ({ userId, addressId }: { userId: string; addressId: string }) => deleteAddress(userId, addressId),
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("addresses.deleteFailed")) })) },
  });
  const { mutateAsync } = mutation;

  const remove = useCallback(
    async (addressId: string): Promise<boolean> => {
      if (!userId) return false;
      try {
        const remaining = await mutateAsync({ userId, addressId });
        queryClient.setQueryData<Address[]>(addressKeys.user(userId), remaining);
        toast({ title: t("addresses.deleted") });
        return true;
      } catch {
        resync(queryClient, userId);
        return false;
      }
    },
    [mutateAsync, queryClient, t, toast, userId],
  );
  return { deleteAddress: remove, deletingId: mutation.isPending ? mutation.variables?.addressId : undefined };
}
