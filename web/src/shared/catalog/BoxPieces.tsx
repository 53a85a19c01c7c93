import { piecesCount } from "@contracts";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { productTitle } from "./localized";

interface LinePiece {
  productId: string;
  quantity: number;
  title?: string | undefined;
  titleHe?: string | undefined;
}

/**
 * A filled box's pieces under its cart or order line's title, in the reader's language: "2 × Gold
 * Leaf Dome, 1 × Vanilla Snowball"; nothing for any other line. `collapsible` (the cart sheet, where
 * room is short): behind "Show the 16 pieces".
 */
export function BoxPieces({ pieces, collapsible = false }: { pieces?: readonly LinePiece[] | undefined; collapsible?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!pieces?.length) return null;
  const text = pieces
    .map((piece) => t("cart.pieceCount", { quantity: piece.quantity, title: piece.title ? productTitle({ title: piece.title, titleHe: piece.titleHe }, language) : t("cart.untitled") }))
    .join(", ");
  const list = (
    <Typography id={id} hidden={collapsible && !open} variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: "left", overflowWrap: "anywhere" }} data-testid="line-pieces">
      {text}
    </Typography>
  );
  if (!collapsible) return list;
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} sx={{ p: 0, minWidth: 0, textTransform: "none", justifyContent: "flex-start" }}>
        {open ? t("cart.hidePieces") : t("cart.showPieces", { count: piecesCount(pieces) })}
      </Button>
      {list}
    </>
  );
}
