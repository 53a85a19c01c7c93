import { ADDRESS_FIELDS, ADDRESS_FIELD_MAX_LENGTH, GIFT_LIMITS, LANGUAGES, giftWrapName, type AddressFields, type DeliveryMethod, type LanguageCode } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import type { GiftState } from "../hooks/useGiftDraft";
import { giftAddressChoice, giftDestination, giftProblemText, type GiftAddressChoice, type GiftField } from "../lib/giftForm";
import { GiftMessageField } from "@/shared/gifts/GiftMessageField";

/** The one-off address's fields as the address form has them: left to right where digits are, wide where text is long. */
const ADDRESS_OPTIONS: Record<keyof AddressFields, { props: Partial<TextFieldProps>; ltr?: boolean; wide?: boolean }> = {
  address: { props: {}, wide: true },
  city: { props: {} },
  pincode: { props: {}, ltr: true },
  phone: { props: { type: "tel" }, ltr: true },
  notes: { props: { multiline: true, minRows: 2 }, wide: true },
};

const TWO_COLUMNS = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;

/** A group of the section under its own small heading (a fieldset's legend for a group of choices). */
function Group({ title, children, fieldset = false }: { title: string; children: ReactNode; fieldset?: boolean }) {
  const headingId = useId();
  return (
    <Box
      component={fieldset ? "fieldset" : "section"}
      aria-labelledby={fieldset ? undefined : headingId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: "grid", gap: 1.5 }}
    >
      <Typography id={headingId} component={fieldset ? "legend" : "h3"} variant="subtitle1" sx={{ fontWeight: 700, p: 0, mb: fieldset ? 1.5 : 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The checkout's "Gift" section (issue 33): a switch "This is a gift"; on, the recipient's name and
 * phone, where it goes (one of the shopper's addresses, the one picked above; another address typed
 * here, saved to the shopper's addresses only when asked; or, when the way chosen is pickup, the
 * recipient picks it up), the card's message and who it is from, the wrapping (when the shop offers
 * it: its name in the reader's language and its price), whether the prices are hidden from the
 * recipient, and the recipient's email and language. The state is `useGiftDraft`'s, which the page
 * checks on "pay"; the problems it found show under their fields.
 */
export function GiftSection({
  state,
  method,
  hasSavedAddresses,
  disabled = false,
}: {
  state: GiftState;
  /** The way chosen to receive the order: pickup makes the recipient the one who picks it up. */
  method: DeliveryMethod | null;
  hasSavedAddresses: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { giftWrap } = useShopSettings();
  const formatPrice = useFormatPrice();
  const { draft, problems, change, changeAddress } = state;
  const destination = giftDestination(draft, { method, hasSavedAddresses });
  const choice = giftAddressChoice(draft, hasSavedAddresses);
  const problem = (field: GiftField) => giftProblemText(t, field, problems[field]);
  const languageLabelId = useId();
  const recipientLanguage = draft.recipientLanguage ?? (language as LanguageCode);

  return (
    <Box sx={{ display: "grid", gap: 3 }} data-testid="gift-section">
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.enabled}
              onChange={(event) => {
                change({ enabled: event.target.checked });
                // Turned off or on again: the problems of an earlier "pay" no longer stand.
                state.showProblems({});
              }}
              disabled={disabled}
            />
          }
          label={t("gifts.isGift")}
        />
        <Typography variant="body2" color="text.secondary">
          {t("gifts.intro")}
        </Typography>
      </Box>

      {draft.enabled && (
        <>
          <Group title={t("gifts.recipient.title")}>
            <Box sx={TWO_COLUMNS}>
              <TextField
                name="recipientName"
                label={t("gifts.recipient.name")}
                value={draft.recipientName}
                onChange={(event) => change({ recipientName: event.target.value })}
                required
                disabled={disabled}
                autoComplete="off"
                error={Boolean(problems.recipientName)}
                helperText={problem("recipientName")}
                slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.recipientName, dir: "auto" } }}
              />
              <TextField
                name="recipientPhone"
                type="tel"
                label={t("gifts.recipient.phone")}
                value={draft.recipientPhone}
                onChange={(event) => change({ recipientPhone: event.target.value })}
                required
                disabled={disabled}
                autoComplete="off"
                error={Boolean(problems.recipientPhone)}
                helperText={problem("recipientPhone") ?? t("gifts.recipient.phoneHint")}
                sx={LTR_INPUT_SX}
                slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.phone, ...LTR_INPUT } }}
              />
            </Box>
          </Group>

          <Group title={t("gifts.destination.label")} fieldset>
            {destination === "pickup" ? (
              <Alert severity="info" variant="outlined" data-testid="gift-pickup-note">
                {t("gifts.destination.pickup")}
              </Alert>
            ) : (
              <>
                <RadioGroup value={choice} onChange={(event) => change({ addressChoice: event.target.value as GiftAddressChoice })} name="giftDestination">
                  <FormControlLabel value="saved" control={<Radio />} label={t("gifts.destination.saved")} disabled={disabled} />
                  <FormControlLabel value="oneOff" control={<Radio />} label={t("gifts.destination.oneOff")} disabled={disabled} />
                </RadioGroup>
                {choice === "saved" ? (
                  <Typography variant="body2" color="text.secondary">
                    {t("gifts.destination.savedHint")}
                  </Typography>
                ) : (
                  <Box sx={{ display: "grid", gap: 1.5 }} data-testid="gift-address-form">
                    <Box sx={TWO_COLUMNS}>
                      {ADDRESS_FIELDS.map((field) => {
                        const options = ADDRESS_OPTIONS[field];
                        const error = problem(`address.${field}`);
                        return (
                          <TextField
                            key={field}
                            name={`giftAddress.${field}`}
                            label={t(`addresses.fields.${field}`)}
                            value={draft.address[field]}
                            onChange={(event) => changeAddress(field, event.target.value)}
                            required
                            disabled={disabled}
                            // Someone else's address: the browser's autofill would offer the shopper's own.
                            autoComplete="off"
                            error={Boolean(error)}
                            helperText={error ?? (field === "notes" ? t("addresses.notesHint") : undefined)}
                            {...options.props}
                            sx={{ gridColumn: options.wide ? { sm: "1 / -1" } : undefined, ...(options.ltr ? LTR_INPUT_SX : {}) }}
                            slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH[field], ...(options.ltr ? LTR_INPUT : { dir: "auto" }) } }}
                          />
                        );
                      })}
                    </Box>
                    <FormControlLabel
                      control={<Checkbox checked={draft.saveAddress} onChange={(event) => change({ saveAddress: event.target.checked })} />}
                      label={t("gifts.destination.save")}
                      disabled={disabled}
                    />
                  </Box>
                )}
              </>
            )}
          </Group>

          <Group title={t("gifts.card.title")}>
            <GiftMessageField value={draft.message} onChange={(message) => change({ message })} error={problem("message")} hint={t("gifts.message.hint")} disabled={disabled} />
            <TextField
              name="giftFrom"
              label={t("gifts.card.from")}
              value={draft.from}
              onChange={(event) => change({ from: event.target.value })}
              disabled={disabled}
              error={Boolean(problems.from)}
              helperText={problem("from") ?? t("gifts.card.fromHint")}
              slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.from, dir: "auto" } }}
            />
            <Box sx={{ display: "grid" }}>
              {giftWrap.enabled && (
                <FormControlLabel
                  control={<Checkbox checked={draft.wrap} onChange={(event) => change({ wrap: event.target.checked })} />}
                  disabled={disabled}
                  data-testid="gift-wrap"
                  label={
                    <span>
                      <bdi>{giftWrapName({ en: giftWrap.name, he: giftWrap.nameHe }, language)}</bdi>
                      {" · "}
                      <Box component="span" sx={{ fontWeight: 700, whiteSpace: "nowrap" }} data-testid="gift-wrap-price">
                        {giftWrap.price === 0 ? t("gifts.wrap.free") : formatPrice(giftWrap.price)}
                      </Box>
                    </span>
                  }
                />
              )}
              <FormControlLabel
                control={<Checkbox checked={draft.hidePrices} onChange={(event) => change({ hidePrices: event.target.checked })} />}
                label={t("gifts.hidePrices")}
                disabled={disabled}
              />
            </Box>
          </Group>

          <Group title={t("gifts.notify.title")}>
            <TextField
              name="recipientEmail"
              type="email"
              label={t("gifts.notify.email")}
              value={draft.recipientEmail}
              onChange={(event) => change({ recipientEmail: event.target.value })}
              disabled={disabled}
              autoComplete="off"
              error={Boolean(problems.recipientEmail)}
              helperText={problem("recipientEmail")}
              sx={{ ...LTR_INPUT_SX, maxWidth: { sm: 420 } }}
              slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.email, ...LTR_INPUT } }}
            />
            <Box>
              <Typography id={languageLabelId} variant="body2" color="text.secondary">
                {t("gifts.notify.language")}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={languageLabelId}
                name="recipientLanguage"
                value={recipientLanguage}
                onChange={(event) => change({ recipientLanguage: event.target.value as LanguageCode })}
              >
                {LANGUAGES.map((code) => (
                  <FormControlLabel key={code} value={code} control={<Radio />} label={t(`gifts.languages.${code}`)} disabled={disabled} />
                ))}
              </RadioGroup>
            </Box>
            <Typography variant="body2" color="text.secondary" data-testid="gift-notify-note">
              {t("gifts.notify.note")}
            </Typography>
          </Group>
        </>
      )}
    </Box>
  );
}
