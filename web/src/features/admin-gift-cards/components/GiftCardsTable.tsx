import type { GiftCard } from "@contracts";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";
import { Email, MaskedCode, Money, StatusChip, useGiftCardWords } from "./GiftCardParts";

interface GiftCardsTableProps {
  cards: GiftCard[];
  onView: (card: GiftCard) => void;
  label: string;
}

/** The cards: a table from tablets up, a card per gift card on phones (nothing scrolls sideways at 360 px). */
export function GiftCardsTable(props: GiftCardsTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"), { noSsr: true });
  return phone ? <GiftCardList {...props} /> : <GiftCardRows {...props} />;
}

function ViewButton({ card, onView, fullWidth = false }: { card: GiftCard; onView: (card: GiftCard) => void; fullWidth?: boolean }) {
  const { t } = useTranslation();
  // The card by its masked code, or by its recipient while it has no code.
  const name = card.last4 ? t("adminGiftCards.viewCode", { last4: card.last4 }) : t("adminGiftCards.viewFor", { name: card.recipientName });
  return (
    <Button
      size="small"
      variant="outlined"
      fullWidth={fullWidth}
      startIcon={<ReceiptLongOutlinedIcon />}
      onClick={() => onView(card)}
      aria-label={name}
      sx={{ whiteSpace: "nowrap" }}
    >
      {t("adminGiftCards.view")}
    </Button>
  );
}

function GiftCardRows({ cards, onView, label }: GiftCardsTableProps) {
  const { t } = useTranslation();
  const words = useGiftCardWords();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto", bgcolor: "background.paper" }}>
      <Table aria-label={label} sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t("adminGiftCards.columns.code")}</TableCell>
            <TableCell>{t("adminGiftCards.columns.status")}</TableCell>
            <TableCell>{t("adminGiftCards.columns.source")}</TableCell>
            <TableCell>{t("adminGiftCards.columns.recipient")}</TableCell>
            <TableCell>{t("adminGiftCards.columns.deliverOn")}</TableCell>
            <TableCell align="right">{t("adminGiftCards.columns.initialAmount")}</TableCell>
            <TableCell align="right">{t("adminGiftCards.columns.balance")}</TableCell>
            <TableCell>{t("adminGiftCards.columns.created")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("adminGiftCards.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card._id} hover data-testid="gift-card-row">
              <TableCell>
                <MaskedCode card={card} />
              </TableCell>
              <TableCell>
                <StatusChip status={card.status} />
              </TableCell>
              <TableCell data-testid="gift-card-source">{words.source(card)}</TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 600, overflowWrap: "anywhere" }}>
                  {card.recipientName}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                  <Email email={card.recipientEmail} />
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="gift-card-deliver-on">
                {words.day(card.deliverOn)}
              </TableCell>
              <TableCell align="right" data-testid="gift-card-initial">
                <Money>{words.money(card.initialAmount, card.currency)}</Money>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="gift-card-balance">
                <Money>{words.money(card.balance, card.currency)}</Money>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{words.date(card.createdAt)}</TableCell>
              <TableCell align="right">
                <ViewButton card={card} onView={onView} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function GiftCardList({ cards, onView, label }: GiftCardsTableProps) {
  const { t } = useTranslation();
  const words = useGiftCardWords();
  const field = (name: string, value: ReactNode, testId?: string) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {name}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, fontWeight: 600, textAlign: "end", minWidth: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
      {cards.map((card) => (
        <Paper component="li" key={card._id} variant="outlined" data-testid="gift-card-row" sx={{ p: 2, bgcolor: "background.paper", minWidth: 0 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
            <MaskedCode card={card} />
            <StatusChip status={card.status} />
          </Box>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {card.recipientName}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <Email email={card.recipientEmail} />
          </Typography>
          <Box component="dl" sx={{ m: 0, mb: 1.5, display: "grid", gap: 0.75 }}>
            {field(t("adminGiftCards.columns.balance"), <Money>{words.money(card.balance, card.currency)}</Money>, "gift-card-balance")}
            {field(t("adminGiftCards.columns.initialAmount"), <Money>{words.money(card.initialAmount, card.currency)}</Money>, "gift-card-initial")}
            {field(t("adminGiftCards.columns.deliverOn"), words.day(card.deliverOn), "gift-card-deliver-on")}
            {field(t("adminGiftCards.columns.source"), words.source(card), "gift-card-source")}
            {field(t("adminGiftCards.columns.created"), words.date(card.createdAt))}
          </Box>
          <ViewButton card={card} onView={onView} fullWidth />
        </Paper>
      ))}
    </Box>
  );
}
