import { GIFT_LIMITS, giftMessageEditable, giftMessageSchema, giftWrapName, type GiftMessageRequest, type Order, type OrderGift as Gift } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import SaveOutlinedIcon from "@mui/icons-material/SaveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { serverText } from "@/shared/api";
import { GiftMessageField } from "@/shared/gifts/GiftMessageField";
import { checkForm, type FieldProblem, type FieldProblems } from "@/shared/forms";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useToast } from "@/shared/toast";
import { useUpdateGiftMessage } from "../hooks/useOrders";


function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 2, minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "right", minWidth: 0, overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** A message or name as typed, in the direction of its own first letter, apart from the text around it. */
function Typed({ children }: { children: string }) {
  return (
    <Box component="bdi" dir="auto">
      {children}
    </Box>
  );
}

/** A problem of the message form in the reader's words (the checkout's gift texts). */
function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.kind === "tooLong" ? t("gifts.problems.tooLong", { max: problem.maximum }) : t("gifts.problems.invalid");
}

/**
 * The inline form that changes a gift's message and sender: the message with the characters left
 * (announced politely once the typing pauses), and "From". Checked with the server's own schema;
 * the server's answer (or its refusal, in a toast) closes or keeps it.
 */
function GiftMessageForm({ order, gift, onDone }: { order: Order; gift: Gift; onDone: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useUpdateGiftMessage();
  const headingId = useId();
  const [draft, setDraft] = useState<{ message: string; from: string }>({ message: gift.message, from: gift.from });
  const [problems, setProblems] = useState<FieldProblems>({});
  const change = (field: "message" | "from", value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkForm<GiftMessageRequest>(giftMessageSchema, draft);
    setProblems(check.problems);
    if (!check.ok) return;
    try {
      const response = await mutation.mutateAsync({ orderId: order._id, ...check.value });
      toast({ title: serverText(response, t("orders.gift.saved")) });
      onDone();
    } catch {
      // The MutationCache has raised the failure toast; the order is read again.
    }
  };

  const messageError = problemText(t, problems.message);
  const fromError = problemText(t, problems.from);
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} data-testid="gift-message-form" sx={{ display: "grid", gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {t("orders.gift.editTitle")}
      </Typography>
      <GiftMessageField
        value={draft.message}
        onChange={(message) => change("message", message)}
        error={messageError}
        hint={t("orders.gift.editHint")}
        disabled={mutation.isPending}
        autoFocus
      />
      <TextField
        name="giftFrom"
        label={t("gifts.card.from")}
        value={draft.from}
        onChange={(event) => change("from", event.target.value)}
        disabled={mutation.isPending}
        error={Boolean(fromError)}
        helperText={fromError ?? t("gifts.card.fromHint")}
        slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.from, dir: "auto" } }}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button type="submit" variant="contained" loading={mutation.isPending} loadingPosition="start" startIcon={<SaveOutlinedIcon />}>
          {t("orders.gift.save")}
        </Button>
        <Button variant="text" onClick={onDone} disabled={mutation.isPending}>
          {t("orders.gift.cancel")}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * An order's gift (issue 33): the recipient and their phone (left to right), where it goes (the
 * address block below is the recipient's; or the recipient picks it up), the card's message in its
 * own direction with its lines kept, who it is from, the wrapping (its name in the reader's
 * language), whether the prices are hidden from the recipient, and the recipient's email and
 * language. The shopper (`canEdit`) may change the message until the atelier starts on the order.
 */
export function OrderGift({ order, gift, canEdit = false }: { order: Order; gift: Gift; canEdit?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editable = canEdit && giftMessageEditable(order);
  const editButton = useRef<HTMLButtonElement | null>(null);

  const closeForm = () => {
    setEditing(false);
    // Back to where the form was opened from.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-gift">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5, display: "flex", alignItems: "center", gap: 1 }}>
        <CardGiftcardOutlinedIcon aria-hidden sx={{ color: "secondary.dark" }} />
        {t("orders.gift.title")}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
        <Fact label={t("orders.gift.recipient")} testId="order-gift-recipient">
          <Typed>{gift.recipientName}</Typed>
        </Fact>
        <Fact label={t("orders.gift.phone")}>
          <Box component="bdi" dir="ltr" data-testid="order-gift-phone" sx={{ whiteSpace: "nowrap" }}>
            {gift.recipientPhone}
          </Box>
        </Fact>
        <Fact label={t("orders.gift.destination")} testId="order-gift-destination">
          {gift.destination === "pickup" ? t("orders.gift.pickup") : t("orders.gift.toAddress")}
        </Fact>
        <Fact label={t("orders.gift.from")} testId="order-gift-from">
          {gift.from ? <Typed>{gift.from}</Typed> : t("orders.gift.none")}
        </Fact>
        <Fact label={t("orders.gift.wrap")} testId="order-gift-wrap">
          {gift.wrap ? <Typed>{gift.wrapName ? giftWrapName(gift.wrapName, language) : t("orders.totals.giftWrap")}</Typed> : t("orders.gift.noWrap")}
        </Fact>
        <Fact label={t("orders.gift.pricesHidden")} testId="order-gift-prices-hidden">
          {gift.hidePrices ? t("orders.gift.yes") : t("orders.gift.no")}
        </Fact>
        <Fact label={t("orders.gift.email")}>
          {gift.recipientEmail ? (
            <Box component="bdi" dir="ltr" data-testid="order-gift-email">
              {gift.recipientEmail}
            </Box>
          ) : (
            t("orders.gift.noEmail")
          )}
        </Fact>
        <Fact label={t("orders.gift.language")} testId="order-gift-language">
          {t(`gifts.languages.${gift.recipientLanguage}`)}
        </Fact>
      </Box>

      <Typography color="text.secondary" sx={{ mt: 2, mb: 0.75 }}>
        {t("orders.gift.message")}
      </Typography>
      {editing ? (
        <GiftMessageForm order={order} gift={gift} onDone={closeForm} />
      ) : (
        <>
          {gift.message ? (
            <Typography
              component="p"
              dir="auto"
              data-testid="order-gift-message"
              sx={{
                m: 0,
                p: 1.5,
                // dir="auto" alone takes the first line's direction for them all: each line its own.
                whiteSpace: "pre-wrap",
                unicodeBidi: "plaintext",
                overflowWrap: "anywhere",
                // "left" is the page's start side (the right-to-left styles flip it), whatever the message's direction.
                textAlign: "left",
                bgcolor: "action.hover",
                borderRadius: 1,
                borderInlineStart: 3,
                borderColor: "secondary.light",
              }}
            >
              {gift.message}
            </Typography>
          ) : (
            <Typography data-testid="order-gift-message-none">{t("orders.gift.noMessage")}</Typography>
          )}
          {editable && (
            <Box sx={{ mt: 1.5 }}>
              <Button ref={editButton} variant="outlined" size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                {t("orders.gift.edit")}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {t("orders.gift.editHint")}
              </Typography>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
