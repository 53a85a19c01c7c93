import { GIFT_LIMITS, giftMessageCharactersLeft } from "@contracts";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";

/** How long typing pauses before the count is announced: each key would otherwise interrupt the reader. */
const ANNOUNCE_AFTER_MS = 800;

/**
 * A gift card's message, at checkout (features/gifts) and when its buyer changes it (features/orders):
 * several lines, in the direction of what is typed (`dir="auto"`), at most GIFT_LIMITS.message
 * characters. Under it, the hint and the characters left; a screen reader hears the count politely
 * once the typing pauses (not on every key, and not before the first change).
 */
export function GiftMessageField({
  value,
  onChange,
  error,
  hint,
  disabled,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The problem to say in place of the hint. */
  error?: string | undefined;
  /** What the field is for, under it. */
  hint: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const left = giftMessageCharactersLeft(value);
  const leftText = t("gifts.message.left", { count: left });
  const [announced, setAnnounced] = useState("");
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => setAnnounced(leftText), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [leftText]);

  return (
    <Box>
      <TextField
        name="giftMessage"
        label={t("gifts.message.label")}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        multiline
        minRows={3}
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        error={Boolean(error)}
        helperText={
          <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
            <span>{error ?? hint}</span>
            <Box component="span" sx={{ flexShrink: 0 }} data-testid="gift-message-left">
              {leftText}
            </Box>
          </Box>
        }
        slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.message, dir: "auto", style: { unicodeBidi: "plaintext" } } }}
      />
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden} data-testid="gift-message-announcer">
        {announced}
      </Box>
    </Box>
  );
}
