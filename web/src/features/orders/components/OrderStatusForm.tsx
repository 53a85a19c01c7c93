import type { AdminOrderStatus, OrderStatus } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { statusChoices } from "../lib/adminOrderRules";

/**
 * The admin's status form (spec 2, 4): a select of the statuses an admin may set and Update, which
 * stays disabled while saving or while the choice is the order's current status. Mount it with a `key`
 * of the order's status, so a saved change starts a fresh form.
 */
export function OrderStatusForm({
  current,
  pending,
  onSubmit,
}: {
  current: OrderStatus;
  pending: boolean;
  onSubmit: (status: AdminOrderStatus) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus>(current);
  const headingId = useId();
  const unchanged = status === current;
  const final = statusChoices(current).length === 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A changed status is always one the admin may set; `confirmed` can only be the unchanged current one.
    if (unchanged || pending || status === "confirmed") return;
    onSubmit(status);
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t("admin.ordersPage.updateTitle")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label={t("admin.ordersPage.statusLabel")}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          disabled={pending || final}
          helperText={final ? t("admin.ordersPage.statusFinal") : undefined}
          sx={{ flex: "1 1 200px", minWidth: 0 }}
        >
          {statusChoices(current).map(({ status: value, settable }) => (
            <MenuItem key={value} value={value} disabled={!settable}>
              {t(`orders.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={unchanged} loading={pending} sx={{ minHeight: 40 }}>
          {t("admin.ordersPage.update")}
        </Button>
      </Box>
    </Box>
  );
}
