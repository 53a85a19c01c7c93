import { REFUND_LIMITS, currencyCode, lineVariantLabel, type Order, type RefundOrderInput } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { moneyInputValue } from "@/shared/lib/money-input";
import { useFormatPrice } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { checkRefund, linesRefundAmount, newRefundRequestId, refundableAmount, refundableLines, type RefundDraft, type RefundProblem } from "../lib/refundForm";

const EMPTY_DRAFT: RefundDraft = { mode: "amount", amount: "", quantities: {}, note: "" };

/**
 * The admin's partial refund of a paid order: an amount, or units of its lines (at the price they
 * were sold at, less what a promotion took off them: each line says what a unit gives back, and the
 * form what the units chosen give back together), with an optional note the shopper reads in their email. The money goes back through
 * the provider that took it. The form keeps one request id until the refund is made, so sending it
 * again after a lost answer never refunds twice. Shown while something is left to refund.
 */
export function RefundForm({ order, pending, onRefund }: { order: Order; pending: boolean; onRefund: (request: RefundOrderInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const [draft, setDraft] = useState<RefundDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<"amount" | "lines" | "note", RefundProblem>>>({});
  const requestId = useRef(newRefundRequestId());
  const amountInput = useRef<HTMLInputElement | null>(null);
  const left = refundableAmount(order);
  if (left <= 0) return null;
  const lines = refundableLines(order);
  const leftText = formatPrice(left, order.currency);
  const chosenBack = draft.mode === "lines" ? linesRefundAmount(order, draft.quantities) : 0;

  const problemText: Record<RefundProblem, string> = {
    amountRequired: t("admin.ordersPage.refund.amountRequired"),
    amountTooMuch: t("admin.ordersPage.refund.amountTooMuch", { max: leftText }),
    linesRequired: t("admin.ordersPage.refund.linesRequired"),
    noteTooLong: t("admin.ordersPage.refund.noteTooLong", { max: REFUND_LIMITS.noteLength }),
  };
  const change = (next: Partial<RefundDraft>, field?: "amount" | "lines" | "note") => {
    setDraft((current) => ({ ...current, ...next }));
    if (field) setProblems(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkRefund(order, draft, requestId.current);
    if (!check.ok) {
      setProblems(check.problems);
      if (check.problems.amount) amountInput.current?.focus();
      return;
    }
    setProblems({});
    if (await onRefund(check.request)) {
      // Made: the next refund is another one.
      requestId.current = newRefundRequestId();
      setDraft(EMPTY_DRAFT);
    }
  };

  const currency = currencyCode(order.currency) ?? "USD";
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate data-testid="refund-form">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 0.5 }}>
        {t("admin.ordersPage.refund.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t("admin.ordersPage.refund.intro", { left: leftText })}
      </Typography>
      <RadioGroup row value={draft.mode} onChange={(event) => change({ mode: event.target.value as RefundDraft["mode"] })} aria-label={t("admin.ordersPage.refund.mode")}>
        <FormControlLabel value="amount" control={<Radio />} label={t("admin.ordersPage.refund.byAmount")} disabled={pending} />
        <FormControlLabel value="lines" control={<Radio />} label={t("admin.ordersPage.refund.byItems")} disabled={pending} />
      </RadioGroup>
      <Box sx={{ display: "grid", gap: 1.5, mt: 1 }}>
        {draft.mode === "amount" ? (
          <TextField
            size="small"
            required
            label={t("admin.ordersPage.refund.amount", { currency })}
            value={draft.amount}
            onChange={(event) => change({ amount: event.target.value }, "amount")}
            error={Boolean(problems.amount)}
            helperText={problems.amount ? problemText[problems.amount] : t("admin.ordersPage.refund.amountHint", { max: leftText })}
            placeholder={moneyInputValue(left)}
            inputRef={amountInput}
            disabled={pending}
            autoComplete="off"
            slotProps={{ htmlInput: { ...LTR_INPUT, inputMode: "decimal" } }}
            sx={{ ...LTR_INPUT_SX, maxWidth: 260 }}
          />
        ) : (
          <Box role="group" aria-label={t("admin.ordersPage.refund.byItems")} sx={{ display: "grid", gap: 1 }}>
            {lines.map((line) => {
              const variant = lineVariantLabel(line, language);
              const title = productTitle(line, language);
              const hint = line.discounted
                ? t("admin.ordersPage.refund.quantityHintDiscounted", { count: line.left, price: formatPrice(line.unitRefund, order.currency), listed: formatPrice(line.price, order.currency) })
                : t("admin.ordersPage.refund.quantityHint", { count: line.left, price: formatPrice(line.price, order.currency) });
              return (
                <TextField
                  key={line.key}
                  size="small"
                  type="number"
                  label={variant ? t("admin.ordersPage.refund.quantityOfVariant", { title, variant }) : t("admin.ordersPage.refund.quantityOf", { title })}
                  value={draft.quantities[line.key] ?? 0}
                  onChange={(event) => {
                    const quantity = Math.max(0, Math.min(line.left, Math.floor(Number(event.target.value) || 0)));
                    change({ quantities: { ...draft.quantities, [line.key]: quantity } }, "lines");
                  }}
                  helperText={
                    line.variantSku ? (
                      <>
                        {t("admin.ordersPage.sku")} <bdi dir="ltr">{line.variantSku}</bdi> · {hint}
                      </>
                    ) : (
                      hint
                    )
                  }
                  disabled={pending || line.left === 0}
                  slotProps={{ htmlInput: { min: 0, max: line.left, step: 1, ...LTR_INPUT } }}
                  sx={{ ...LTR_INPUT_SX, maxWidth: 480 }}
                />
              );
            })}
            {/* Said politely as the units change: what the refund comes to, the promotions' discounts taken off. */}
            <Typography variant="body2" role="status" sx={{ fontWeight: 600 }} data-testid="refund-lines-amount">
              {chosenBack > 0 ? t("admin.ordersPage.refund.linesAmount", { amount: formatPrice(chosenBack, order.currency) }) : ""}
            </Typography>
            {problems.lines && (
              <Typography color="error" variant="body2" role="alert">
                {problemText[problems.lines]}
              </Typography>
            )}
          </Box>
        )}
        <TextField
          size="small"
          label={t("admin.ordersPage.refund.note")}
          value={draft.note}
          onChange={(event) => change({ note: event.target.value }, "note")}
          error={Boolean(problems.note)}
          helperText={problems.note ? problemText[problems.note] : t("admin.ordersPage.refund.noteHint")}
          disabled={pending}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: REFUND_LIMITS.noteLength + 20, dir: "auto" } }}
        />
        <Box>
          <Button type="submit" variant="outlined" color="warning" loading={pending}>
            {t("admin.ordersPage.refund.submit")}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
