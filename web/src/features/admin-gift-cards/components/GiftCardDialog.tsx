import type { GiftCard } from "@contracts";
import BlockOutlinedIcon from "@mui/icons-material/BlockOutlined";
import CloseIcon from "@mui/icons-material/Close";
import TuneOutlinedIcon from "@mui/icons-material/TuneOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, QueryState } from "@/shared/ui";
import { useGiftCard } from "../hooks/useGiftCards";
import { AdjustBalanceForm, VoidCardForm } from "./GiftCardActions";
import { GiftCardLedger } from "./GiftCardLedger";
import { Email, Ltr, MaskedCode, Money, StatusChip, useGiftCardWords } from "./GiftCardParts";

type Panel = "adjust" | "void" | null;

/**
 * One gift card: what it is (code, status, who made it, for whom, when it arrives, its money), its
 * ledger as a table, and the owner's two actions: adjust the balance, or void it (final). A voided
 * card is read-only. Full screen on a phone. Shows the list's row at once and the fresh card when it
 * arrives.
 */
export function GiftCardDialog({ card: initial, open, onClose, onExited }: { card: GiftCard; open: boolean; onClose: () => void; onExited?: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const details = useGiftCard(initial._id);
  const card: GiftCard = details.data ?? initial;
  const words = useGiftCardWords();
  const [panel, setPanel] = useState<Panel>(null);
  const voided = card.status === "voided";
  const title = card.last4 ? t("adminGiftCards.cardName", { last4: card.last4 }) : t("adminGiftCards.cardFor", { name: card.recipientName });

  const row = (label: string, value: ReactNode, testId?: string) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }} data-testid={testId}>
        {value}
      </Typography>
    </>
  );

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ paddingInlineEnd: 7, overflowWrap: "anywhere" }}>
        {title}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("common.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "auto 1fr", sm: "auto 1fr auto 1fr" }, columnGap: 2, rowGap: 0.75, alignItems: "baseline" }}>
          {row(t("adminGiftCards.columns.code"), <MaskedCode card={card} />)}
          {row(t("adminGiftCards.columns.status"), <StatusChip status={card.status} />)}
          {row(t("adminGiftCards.columns.initialAmount"), <Money>{words.money(card.initialAmount, card.currency)}</Money>)}
          {row(t("adminGiftCards.columns.balance"), <Money>{words.money(card.balance, card.currency)}</Money>, "gift-card-dialog-balance")}
          {row(t("adminGiftCards.columns.source"), words.source(card))}
          {card.orderNumber && row(t("adminGiftCards.details.order"), <Ltr mono>{card.orderNumber}</Ltr>)}
          {row(t("adminGiftCards.details.recipientName"), card.recipientName)}
          {row(t("adminGiftCards.details.recipientEmail"), <Email email={card.recipientEmail} />)}
          {row(t("adminGiftCards.details.language"), words.languageName(card.language))}
          {row(t("adminGiftCards.details.senderName"), card.senderName || t("adminGiftCards.none"))}
          {row(t("adminGiftCards.columns.deliverOn"), words.day(card.deliverOn))}
          {row(t("adminGiftCards.details.sentAt"), card.sentAt ? words.dateTime(card.sentAt) : t("adminGiftCards.details.notSent"))}
          {row(t("adminGiftCards.columns.created"), words.dateTime(card.createdAt))}
        </Box>
        <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
          {t("adminGiftCards.details.message")}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {card.message || t("adminGiftCards.details.noMessage")}
        </Typography>

        <Box sx={{ mt: 3 }}>
          {voided ? (
            <Alert severity="info" icon={<BlockOutlinedIcon />}>
              {t("adminGiftCards.details.voidedNotice")}
            </Alert>
          ) : panel === "adjust" ? (
            <AdjustBalanceForm key={`adjust-${card._id}`} card={card} onDone={() => setPanel(null)} />
          ) : panel === "void" ? (
            <VoidCardForm key={`void-${card._id}`} card={card} onDone={() => setPanel(null)} />
          ) : (
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button variant="outlined" startIcon={<TuneOutlinedIcon />} onClick={() => setPanel("adjust")}>
                {t("adminGiftCards.adjust.open")}
              </Button>
              <Button variant="outlined" color="error" startIcon={<BlockOutlinedIcon />} onClick={() => setPanel("void")}>
                {t("adminGiftCards.void.open")}
              </Button>
            </Box>
          )}
        </Box>

        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {t("adminGiftCards.ledger.title")}
        </Typography>
        <QueryState
          query={details}
          loadingLabel={t("adminGiftCards.ledger.loading")}
          headingLevel={3}
          skeletonSx={{ display: "grid", gap: 1 }}
          skeleton={
            <>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={36} />
              ))}
            </>
          }
          errorTitle={t("adminGiftCards.ledger.loadError")}
          isEmpty={details.data?.ledger.length === 0}
          empty={<EmptyState title={t("adminGiftCards.ledger.empty")} />}
        >
          {(data) => <GiftCardLedger entries={data.ledger} currency={data.currency} label={t("adminGiftCards.ledger.title")} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
