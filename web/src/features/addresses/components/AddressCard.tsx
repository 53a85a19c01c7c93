import type { Address } from "@contracts";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import { useId, type MouseEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { AddressLines } from "@/shared/ui";
import { addressSummary } from "../lib/addressForm";


/**
 * One saved address with its edit and delete buttons. In selectable mode (checkout) the card is a
 * radio of the surrounding radio group: the radio, its label or the card itself selects it, and the
 * arrow keys move between cards as in any radio group.
 */
export function AddressCard({
  address,
  selectable,
  selected,
  editing,
  deleting,
  disabled,
  onSelect,
  onEdit,
  onDelete,
  editButtonRef,
}: {
  address: Address;
  selectable: boolean;
  selected: boolean;
  editing: boolean;
  deleting: boolean;
  disabled: boolean;
  onSelect?: (addressId: string) => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const linesId = useId();
  const summary = addressSummary(address);

  // A click anywhere on the card selects it, except on its own buttons.
  const selectFromCard = (event: MouseEvent<HTMLElement>) => {
    if (!selectable || (event.target as HTMLElement).closest("button, label")) return;
    onSelect?.(address._id);
  };

  return (
    <Paper
      variant="outlined"
      onClick={selectFromCard}
      data-selected={selectable ? String(selected) : undefined}
      sx={{
        p: 2,
        height: "100%",
        display: "flex",
        flexDirection: "column",
        gap: 1.5,
        cursor: selectable ? "pointer" : undefined,
        borderWidth: 2,
        borderColor: selected ? "secondary.main" : editing ? "primary.light" : "divider",
        borderStyle: editing && !selected ? "dashed" : "solid",
        bgcolor: (theme) => (selected ? alpha(theme.palette.secondary.main, 0.08) : theme.palette.background.paper),
        transition: "border-color 120ms, background-color 120ms",
        "&:hover": selectable && !selected ? { borderColor: "secondary.light" } : undefined,
        "&:focus-within": selectable ? { borderColor: "secondary.main" } : undefined,
      }}
    >
      {selectable ? (
        <Box component="label" sx={{ display: "flex", alignItems: "flex-start", gap: 1, cursor: "pointer", minWidth: 0 }}>
          <Radio
            value={address._id}
            color="secondary"
            sx={{ mt: -1, ml: -1 }}
            slotProps={{ input: { "aria-label": summary, "aria-describedby": linesId } }}
          />
          <AddressLines address={address} id={linesId} />
        </Box>
      ) : (
        <AddressLines address={address} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: "auto", alignItems: "center", flexWrap: "wrap" }}>
        {selectable && selected && (
          <Chip size="small" color="secondary" icon={<CheckCircleIcon />} label={t("addresses.selected")} sx={{ fontWeight: 700 }} />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          ref={editButtonRef}
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={() => onEdit(address)}
          disabled={disabled || deleting}
          aria-label={t("addresses.editLabel", { address: summary })}
        >
          {t("addresses.edit")}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => onDelete(address)}
          disabled={disabled}
          loading={deleting}
          loadingPosition="start"
          aria-label={t("addresses.deleteLabel", { address: summary })}
        >
          {t("addresses.delete")}
        </Button>
      </Stack>
    </Paper>
  );
}
