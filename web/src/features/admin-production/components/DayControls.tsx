import { productionDayInputSchema, type ProductionDay, type ProductionDayInput } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkForm, type FieldProblems } from "@/shared/forms";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { limitOfDraft, WAYS, type Way } from "../lib/agenda";

type Drafts = Record<Way, string>;

const draftsOf = (day: ProductionDay): Drafts => ({
  pickup: day.ways.pickup.ownerLimit === null ? "" : String(day.ways.pickup.ownerLimit),
  courier: day.ways.courier.ownerLimit === null ? "" : String(day.ways.courier.ownerLimit),
  shipping: day.ways.shipping.ownerLimit === null ? "" : String(day.ways.shipping.ownerLimit),
});

/**
 * The owner's change to a day: close it (asked first when it has orders: they stay on it) or open it
 * again, and each way's limit for this day (blank: the settings' limit), shown when asked for. Not printed.
 */
export function DayControls({ day, dateLabel, pending, onSave }: { day: ProductionDay; dateLabel: string; pending: boolean; onSave: (body: ProductionDayInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(day));
  const [savedFrom, setSavedFrom] = useState(day);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);

  // A new answer for the day (saved here, or loaded again) sets the fields to what is stored.
  if (savedFrom !== day) {
    setSavedFrom(day);
    setDrafts(draftsOf(day));
    setProblems({});
  }

  const toggle = async () => {
    setConfirming(false);
    await onSave({ closed: !day.closedByOwner });
  };

  const saveLimits = async () => {
    const draft = { capacity: Object.fromEntries(WAYS.map((way) => [way, limitOfDraft(drafts[way])])) };
    const check = checkForm(productionDayInputSchema, draft);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    await onSave(check.value);
  };

  return (
    <Box data-print-hide sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: "divider", "@media print": { display: "none" } }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 2 }}>
        <Button
          variant={day.closedByOwner ? "contained" : "outlined"}
          color={day.closedByOwner ? "primary" : "error"}
          disabled={pending}
          onClick={() => (!day.closedByOwner && day.orders.length > 0 ? setConfirming(true) : void toggle())}
          aria-label={t(day.closedByOwner ? "adminProduction.openDayFor" : "adminProduction.closeDayFor", { date: dateLabel })}
        >
          {t(day.closedByOwner ? "adminProduction.openDay" : "adminProduction.closeDay")}
        </Button>
        <Button variant="text" aria-expanded={editing} aria-controls={`${id}-form`} onClick={() => setEditing((open) => !open)} aria-label={t("adminProduction.editLimitsFor", { date: dateLabel })}>
          {t("adminProduction.editLimits")}
        </Button>
      </Box>
      {editing && (
        <Box
          id={`${id}-form`}
          component="form"
          noValidate
          aria-labelledby={`${id}-limits`}
          onSubmit={(event) => {
            event.preventDefault();
            void saveLimits();
          }}
        >
          <Typography id={`${id}-limits`} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t("adminProduction.limitsTitle")}
          </Typography>
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } }}>
            {WAYS.map((way) => {
              const problem = problems[`capacity.${way}`];
              return (
                <TextField
                  key={way}
                  size="small"
                  label={t("adminProduction.limitField", { way: t(`adminProduction.way.${way}`) })}
                  value={drafts[way]}
                  onChange={(event) => setDrafts((old) => ({ ...old, [way]: event.target.value }))}
                  placeholder={t("adminProduction.limitPlaceholder")}
                  error={Boolean(problem)}
                  helperText={problem ? t("adminProduction.limitInvalid") : t("adminProduction.limitHelp")}
                  slotProps={{ htmlInput: { inputMode: "numeric", dir: "ltr" } }}
                />
              );
            })}
          </Box>
          <Button type="submit" variant="contained" size="small" sx={{ mt: 1.5 }} loading={pending}>
            {t("adminProduction.saveLimits")}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("adminProduction.confirmCloseTitle", { date: dateLabel })}
        message={t("adminProduction.confirmCloseBody", { count: day.orders.length })}
        confirmLabel={t("adminProduction.confirmClose")}
        cancelLabel={t("adminProduction.cancel")}
        pending={pending}
        onConfirm={() => void toggle()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
