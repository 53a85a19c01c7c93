import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { rangeProblem, type DateRange } from "../lib/insightsRange";
import { INSIGHTS_MAX_DAYS } from "@contracts";

/** A typed range (the browser's date fields, days on the shop's calendar), applied when it is a valid one. */
export function CustomRangeFields({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateRange>(value);
  const [shown, setShown] = useState(false);
  const problem = rangeProblem(draft);
  const fromError = shown && problem === "fromInvalid";
  const toError = shown && (problem === "toInvalid" || problem === "order" || problem === "tooLong");
  const message = shown && problem ? t(`adminInsights.custom.${problem}`, { max: INSIGHTS_MAX_DAYS }) : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (!problem) onApply(draft);
      }}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
    >
      <TextField
        size="small"
        type="date"
        label={t("adminInsights.custom.from")}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        error={fromError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
      />
      <TextField
        size="small"
        type="date"
        label={t("adminInsights.custom.to")}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        error={toError}
        helperText={message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
      />
      <Button type="submit" variant="outlined">
        {t("adminInsights.custom.apply")}
      </Button>
    </Box>
  );
}
