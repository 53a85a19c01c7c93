import type { Address } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The saved fields of an address, one per line; digits stay left to right in Hebrew. */
export function AddressLines({ address, id }: { address: Pick<Address, "address" | "city" | "pincode" | "phone" | "notes">; id?: string }) {
  const { t } = useTranslation();
  // An empty part says nothing (no notes; an order whose shopper deleted the account keeps only its city).
  const row = (label: string, value: string, ltr = false) =>
    value.trim() === "" ? null : (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {label}:{" "}
        <Box component="bdi" dir={ltr ? "ltr" : "auto"} sx={{ color: "text.primary" }}>
          {value}
        </Box>
      </Typography>
    );
  return (
    <Box id={id} sx={{ minWidth: 0, display: "grid", gap: 0.25 }}>
      {row(t("addresses.fields.address"), address.address)}
      {row(t("addresses.fields.city"), address.city)}
      {row(t("addresses.fields.pincode"), address.pincode, true)}
      {row(t("addresses.fields.phone"), address.phone, true)}
      {row(t("addresses.fields.notes"), address.notes)}
    </Box>
  );
}
