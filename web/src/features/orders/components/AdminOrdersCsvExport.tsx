import { ORDER_STATUSES } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { API_BASE } from "@/shared/api";

/** A day as the date field writes it, `days` before today (the browser's clock: only a starting value). */
const dayBefore = (days: number) => {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};

/**
 * The orders' CSV (issue 37): the days (on the shop's clock, both included) and one status or all,
 * downloaded by a plain link (the session cookie goes with it; the browser saves the file).
 */
export function AdminOrdersCsvExport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => dayBefore(30));
  const [to, setTo] = useState(() => dayBefore(0));
  const [status, setStatus] = useState("");
  const valid = from !== "" && to !== "" && from <= to;
  const query = new URLSearchParams({ from, to, ...(status ? { status } : {}) });
  return (
    <Box component="section" aria-label={t("admin.ordersCsv.label")} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start", mb: 2 }}>
      <TextField size="small" type="date" label={t("admin.ordersCsv.from")} value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        size="small"
        type="date"
        label={t("admin.ordersCsv.to")}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={!valid}
        helperText={valid ? undefined : t("admin.ordersCsv.rangeInvalid")}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField select size="small" label={t("admin.ordersCsv.status")} value={status} onChange={(event) => setStatus(event.target.value)} sx={{ minWidth: 160 }}>
        <MenuItem value="">{t("admin.ordersCsv.allStatuses")}</MenuItem>
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`orders.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" component="a" href={valid ? `${API_BASE}/admin/orders/export?${query.toString()}` : undefined} download disabled={!valid}>
        {t("admin.ordersCsv.export")}
      </Button>
    </Box>
  );
}
