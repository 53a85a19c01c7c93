import { TRACKING_NUMBER_LENGTH, carrierName, type Carrier, type OrderStatus, type UpdateOrderStatusInput } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { statusChoices } from "../lib/adminOrderRules";
import { checkStatusChange, type ShipmentField, type ShipmentProblem } from "../lib/shipmentForm";

/**
 * The admin's status form (spec 2, 4): a select of the statuses an admin may set and Update, which
 * stays disabled while saving or while the choice is the order's current status. Choosing in
 * shipping asks for the carrier (the settings' list) and the parcel's tracking number, checked with
 * the request's own schema before sending; the server's words about a field (a carrier since
 * removed) show under it too. Mount it with a `key` of the order's status, so a saved change starts
 * a fresh form.
 */
export function OrderStatusForm({
  current,
  pending,
  carriers,
  serverErrors = {},
  onSubmit,
}: {
  current: OrderStatus;
  pending: boolean;
  /** The carriers the shop ships with, in the order to offer them. */
  carriers: readonly Carrier[];
  /** The server's field errors of the last try, by request path (`shipment.carrierId`). */
  serverErrors?: Record<string, string>;
  onSubmit: (change: UpdateOrderStatusInput) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<OrderStatus>(current);
  const [carrierId, setCarrierId] = useState(carriers[0]?.id ?? "");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [problems, setProblems] = useState<Partial<Record<ShipmentField, ShipmentProblem>>>({});
  // A server error stands until its field is edited.
  const [edited, setEdited] = useState<ReadonlySet<ShipmentField>>(new Set());
  const trackingInput = useRef<HTMLInputElement | null>(null);
  const headingId = useId();
  const unchanged = status === current;
  const final = statusChoices(current).length === 1;
  const shipping = status === "inShipping" && !unchanged;

  const problemText: Record<ShipmentProblem, string> = {
    carrierRequired: t("admin.ordersPage.shipment.carrierRequired"),
    trackingRequired: t("admin.ordersPage.shipment.trackingRequired"),
    trackingFormat: t("admin.ordersPage.shipment.trackingFormat", TRACKING_NUMBER_LENGTH),
  };
  const errorOf = (field: ShipmentField): string | undefined => {
    const problem = problems[field];
    if (problem) return problemText[problem];
    return edited.has(field) ? undefined : serverErrors[`shipment.${field}`];
  };
  const edit = (field: ShipmentField) => {
    setProblems(({ [field]: _, ...rest }) => rest);
    setEdited((current) => new Set([...current, field]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A changed status is always one the admin may set; `confirmed` can only be the unchanged current one.
    if (unchanged || pending || status === "confirmed") return;
    const check = checkStatusChange(status, { carrierId, trackingNumber });
    if (!check.ok) {
      setProblems(check.problems);
      // The carrier comes preselected, so the field to fix is nearly always the number.
      if (check.problems.trackingNumber) trackingInput.current?.focus();
      return;
    }
    setProblems({});
    setEdited(new Set());
    onSubmit(check.change);
  };

  const carrierError = errorOf("carrierId");
  const trackingError = errorOf("trackingNumber");

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
      {shipping && (
        <Box
          role="group"
          aria-label={t("admin.ordersPage.shipment.title")}
          data-testid="shipment-fields"
          sx={{ mt: 2, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}
        >
          <TextField
            select
            size="small"
            required
            label={t("admin.ordersPage.shipment.carrier")}
            value={carrierId}
            onChange={(event) => {
              setCarrierId(event.target.value);
              edit("carrierId");
            }}
            disabled={pending || carriers.length === 0}
            error={Boolean(carrierError)}
            helperText={carrierError ?? (carriers.length === 0 ? t("admin.ordersPage.shipment.noCarriers") : undefined)}
          >
            {carriers.map((carrier) => (
              <MenuItem key={carrier.id} value={carrier.id}>
                {carrierName(carrier, language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            required
            label={t("admin.ordersPage.shipment.trackingNumber")}
            value={trackingNumber}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              edit("trackingNumber");
            }}
            disabled={pending}
            error={Boolean(trackingError)}
            helperText={trackingError ?? t("admin.ordersPage.shipment.trackingHint", TRACKING_NUMBER_LENGTH)}
            inputRef={trackingInput}
            autoComplete="off"
            slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: TRACKING_NUMBER_LENGTH.max + 10, spellCheck: false, autoCapitalize: "characters" } }}
            sx={LTR_INPUT_SX}
          />
        </Box>
      )}
    </Box>
  );
}
