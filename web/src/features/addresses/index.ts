export { AddressManager } from "./components/AddressManager";
export { useAddresses, useAddAddress, useDeleteAddress, useUpdateAddress } from "./hooks/useAddresses";
export type { AddressSaveResult } from "./hooks/useAddresses";
export { addressKeys } from "./api/addressApi";
