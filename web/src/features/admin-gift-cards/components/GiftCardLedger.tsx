import type { GiftCardEntry } from "@contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";
import { Ltr, Money, useGiftCardWords } from "./GiftCardParts";

/**
 * A card's ledger, oldest first: every change of its balance, signed ("−$12.00" spent, "+$5.00"
 * returned), the balance after it, the order it belongs to, the owner's note and who wrote it. On a
 * phone the table scrolls sideways inside its own frame, which takes the keyboard's arrows too.
 */
export function GiftCardLedger({ entries, currency, label }: { entries: GiftCardEntry[]; currency: string; label: string }) {
  const { t } = useTranslation();
  const words = useGiftCardWords();
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} sx={{ overflowX: "auto", bgcolor: "background.paper" }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary", whiteSpace: "nowrap" } }}>
            <TableCell>{t("adminGiftCards.ledger.columns.at")}</TableCell>
            <TableCell>{t("adminGiftCards.ledger.columns.kind")}</TableCell>
            <TableCell align="right">{t("adminGiftCards.ledger.columns.amount")}</TableCell>
            <TableCell align="right">{t("adminGiftCards.ledger.columns.balanceAfter")}</TableCell>
            <TableCell>{t("adminGiftCards.ledger.columns.order")}</TableCell>
            <TableCell>{t("adminGiftCards.ledger.columns.note")}</TableCell>
            <TableCell>{t("adminGiftCards.ledger.columns.by")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry._id} data-testid="gift-card-entry">
              <TableCell sx={{ whiteSpace: "nowrap" }}>{words.dateTime(entry.at)}</TableCell>
              <TableCell>{t(`adminGiftCards.kinds.${entry.kind}`)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                <Money>{words.signed(entry.amount, currency)}</Money>
              </TableCell>
              <TableCell align="right">
                <Money>{words.money(entry.balanceAfter, currency)}</Money>
              </TableCell>
              <TableCell>{entry.orderNumber ? <Ltr mono>{entry.orderNumber}</Ltr> : <Dash />}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: "anywhere" }}>{entry.note || <Dash />}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{entry.by || <Dash />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** An empty cell: a dash to the eye, "none" to a screen reader. */
function Dash() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" aria-hidden sx={{ color: "text.secondary" }}>
        –
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t("adminGiftCards.none")}
      </Box>
    </>
  );
}
