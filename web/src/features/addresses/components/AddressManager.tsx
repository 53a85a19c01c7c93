import type { Address, AddressFields } from "@contracts";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import RadioGroup from "@mui/material/RadioGroup";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress, type AddressSaveResult } from "../hooks/useAddresses";
import { AddressCard } from "./AddressCard";
import { AddressForm } from "./AddressForm";

const CARD_GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
  listStyle: "none",
  m: 0,
  p: 0,
} as const;

/**
 * The user's addresses as cards (each with edit and delete) and the address form below them (add
 * mode, or edit mode for the card being edited). With `selectable` (checkout) the cards form a radio
 * group: `selectedId` is the checked card and `onSelect` is called with the card the shopper picks.
 */
export function AddressManager({
  selectable = false,
  selectedId = null,
  onSelect,
  label,
}: {
  selectable?: boolean;
  selectedId?: string | null;
  onSelect?: (addressId: string) => void;
  /** The accessible name of the list (the radio group in selectable mode). */
  label?: string;
}) {
  const { t } = useTranslation();
  const { addresses, isLoading } = useAddresses();
  const { addAddress, isAdding } = useAddAddress();
  const { updateAddress, isUpdating } = useUpdateAddress();
  const { deleteAddress, deletingId } = useDeleteAddress();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const editing = addresses.find((address) => address._id === editingId) ?? null;
  const listLabel = label ?? (selectable ? t("addresses.selectLabel") : t("addresses.listLabel"));

  // A new address takes focus once its card is there (its radio at checkout, else its edit button,
  // whose name reads the address): the form stays behind, reset, and focus would otherwise fall to the page top.
  const list = useRef<HTMLDivElement>(null);
  const [newAddressId, setNewAddressId] = useState<string | null>(null);
  useEffect(() => {
    if (!newAddressId) return;
    const radio = list.current?.querySelector<HTMLInputElement>(`input[type="radio"][value="${CSS.escape(newAddressId)}"]`);
    const target = radio ?? editButtons.current.get(newAddressId);
    if (target) {
      target.focus();
      setNewAddressId(null);
    }
  }, [newAddressId, addresses]);

  // Back in add mode, focus returns to the edit button the shopper came from (once it is enabled again).
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    const button = returnFocusTo.current ? editButtons.current.get(returnFocusTo.current) : undefined;
    if (button && !button.disabled) {
      button.focus();
      returnFocusTo.current = null;
    }
  });
  const leaveEdit = (addressId: string) => {
    returnFocusTo.current = addressId;
    setEditingId(null);
  };

  const submit = async (fields: AddressFields): Promise<AddressSaveResult> => {
    if (!editing) {
      const result = await addAddress(fields);
      if (result.ok) setNewAddressId(result.address._id);
      if (result.ok && selectable) onSelect?.(result.address._id);
      return result;
    }
    const result = await updateAddress(editing._id, fields);
    if (result.ok) leaveEdit(editing._id);
    return result;
  };

  const remove = async (address: Address) => {
    const deleted = await deleteAddress(address._id);
    if (deleted && address._id === editingId) setEditingId(null);
  };

  const cards = addresses.map((address) => (
    <AddressCard
      key={address._id}
      address={address}
      selectable={selectable}
      selected={selectable && address._id === selectedId}
      editing={address._id === editingId}
      deleting={address._id === deletingId}
      disabled={Boolean(deletingId) || isUpdating}
      onSelect={onSelect}
      onEdit={(picked) => setEditingId(picked._id)}
      onDelete={(picked) => void remove(picked)}
      editButtonRef={(button) => {
        if (button) editButtons.current.set(address._id, button);
        else editButtons.current.delete(address._id);
      }}
    />
  ));

  let cardList: ReactNode;
  if (isLoading) {
    cardList = (
      <Box role="status" aria-busy="true" sx={CARD_GRID}>
        <Box component="span" sx={visuallyHidden}>
          {t("addresses.loading")}
        </Box>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={176} />
        ))}
      </Box>
    );
  } else if (addresses.length === 0) {
    cardList = (
      <Paper variant="outlined" sx={{ p: 3, display: "flex", gap: 2, alignItems: "center", bgcolor: "background.paper" }}>
        <LocationOnOutlinedIcon sx={{ color: "secondary.main", fontSize: 36, flexShrink: 0 }} aria-hidden />
        <Typography color="text.secondary">{t("addresses.empty")}</Typography>
      </Paper>
    );
  } else if (selectable) {
    cardList = (
      <RadioGroup
        aria-label={listLabel}
        value={selectedId ?? ""}
        onChange={(_event, value) => onSelect?.(value)}
        sx={CARD_GRID}
      >
        {cards}
      </RadioGroup>
    );
  } else {
    cardList = (
      <Box component="ul" aria-label={listLabel} sx={CARD_GRID}>
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </Box>
    );
  }

  return (
    <Box ref={list}>
      {cardList}
      <Divider sx={{ my: 3 }} />
      <AddressForm
        key={editing?._id ?? "new"}
        editing={editing}
        count={addresses.length}
        pending={isAdding || isUpdating}
        onSubmit={submit}
        onCancel={() => editing && leaveEdit(editing._id)}
      />
    </Box>
  );
}
