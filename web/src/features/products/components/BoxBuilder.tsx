import { LOW_STOCK_THRESHOLD, type BoxPiece } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import CloseIcon from "@mui/icons-material/Close";
import RemoveIcon from "@mui/icons-material/Remove";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProductPrice, productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { ShopImage, visuallyHidden } from "@/shared/ui";
import { addPiece, canAdd, countOf, emptyBox, fillAtRandom, filledCount, pieceLeft, removeAt, removeOne, type BoxFill } from "../lib/boxFill";

/** A button that cannot act now but keeps its place in the Tab order (and the focus it has). */
const inactiveSx = { opacity: 0.45, cursor: "default" } as const;

/**
 * The build-your-own box's builder (issue 34), on a box product's page, loaded with its own chunk
 * (only box products use it): the box's slots as a grid (a filled slot is a button that empties it),
 * the pieces beside it (below on a phone) with photo, name, supplement and stock, each with − and +;
 * "Fill the rest at random", "Empty the box", the slots left, and a bar with the count (a polite
 * status), the price with the supplements and "Add to cart", which waits for a full box and says so.
 * Buttons that cannot act are aria-disabled, not disabled: the one a keyboard is on keeps the focus.
 */
export function BoxBuilder({
  id,
  pieces,
  fill,
  onChange,
  price,
  supplements,
  soldOut,
  onAdd,
}: {
  /** The heading's id: the "Fill your box" button above brings the focus here. */
  id: string;
  pieces: BoxPiece[];
  fill: BoxFill;
  onChange: (change: (fill: BoxFill) => BoxFill) => void;
  /** The box's price (the chosen size's) with the supplements. */
  price: { price: number; salePrice: number };
  supplements: number;
  /** The box itself (the chosen size) is sold out. */
  soldOut: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const slotsId = useId();
  const piecesId = useId();
  const reasonId = useId();
  const slots = fill.length;
  const filled = filledCount(fill);
  const left = slots - filled;
  const byId = new Map(pieces.map((piece) => [piece._id, piece]));
  const titleOf = (pieceId: string) => {
    const piece = byId.get(pieceId);
    return piece ? productTitle(piece, language) : pieceId;
  };
  const canFill = left > 0 && pieces.some((piece) => pieceLeft(fill, piece) > 0);
  const ready = left === 0 && !soldOut;
  // Square-ish: 9 slots are 3 × 3, 16 are 4 × 4.
  const columns = Math.max(1, Math.ceil(Math.sqrt(slots)));

  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }} data-testid="box-builder">
      <Typography id={id} tabIndex={-1} variant="h5" component="h2" sx={{ outline: "none" }}>
        {t("products.box.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t("products.box.intro", { count: slots })}
      </Typography>
      <Box sx={{ display: "grid", gap: 3, mt: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" }, alignItems: "start" }}>
        <Box>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1, mb: 1 }}>
            <Typography id={slotsId} variant="h6" component="h3">
              {t("products.box.yourBox")}
            </Typography>
            <Typography color="text.secondary" data-testid="box-slots-left">
              {left > 0 ? t("products.box.slotsLeft", { count: left }) : t("products.box.full")}
            </Typography>
          </Box>
          <Box component="ul" aria-labelledby={slotsId} sx={{ listStyle: "none", m: 0, p: 1, display: "grid", gap: 1, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, bgcolor: "#f3e9dc", borderRadius: 3, maxWidth: 420 }}>
            {fill.map((pieceId, index) => {
              const piece = pieceId === null ? undefined : byId.get(pieceId);
              return (
                <li key={index}>
                  <Box
                    component="button"
                    type="button"
                    // An empty slot stays a button out of the Tab order: emptying one keeps the focus on it.
                    tabIndex={pieceId === null ? -1 : undefined}
                    aria-disabled={pieceId === null || undefined}
                    aria-label={pieceId === null ? t("products.box.slotEmpty", { index: index + 1 }) : t("products.box.slotFilled", { index: index + 1, title: titleOf(pieceId) })}
                    title={pieceId === null ? undefined : titleOf(pieceId)}
                    onClick={pieceId === null ? undefined : () => onChange((current) => removeAt(current, index))}
                    data-testid="box-slot"
                    sx={{
                      position: "relative",
                      display: "grid",
                      placeItems: "center",
                      width: "100%",
                      aspectRatio: "1 / 1",
                      p: 0,
                      borderRadius: "50%",
                      overflow: "hidden",
                      font: "inherit",
                      color: "text.secondary",
                      bgcolor: pieceId === null ? "background.paper" : "#5a3a2a",
                      border: pieceId === null ? "2px dashed" : "2px solid",
                      borderColor: pieceId === null ? "divider" : "transparent",
                      cursor: pieceId === null ? "default" : "pointer",
                      "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
                      "&:hover .box-slot-remove, &:focus-visible .box-slot-remove": { opacity: 1 },
                    }}
                  >
                    {piece ? (
                      <>
                        <ShopImage src={piece.image} variants={piece.imageVariants} sizes="96px" alt="" width={96} height={96} loading="lazy" sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }} />
                        <Box className="box-slot-remove" aria-hidden sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", bgcolor: "rgba(0, 0, 0, 0.45)", color: "#fff", opacity: 0, transition: "opacity .15s" }}>
                          <CloseIcon fontSize="small" />
                        </Box>
                      </>
                    ) : (
                      <Box component="span" aria-hidden sx={{ fontSize: "0.85rem" }}>
                        {index + 1}
                      </Box>
                    )}
                  </Box>
                </li>
              );
            })}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
            <Button variant="outlined" size="small" aria-disabled={!canFill || undefined} onClick={canFill ? () => onChange((current) => fillAtRandom(current, pieces)) : undefined} sx={canFill ? undefined : inactiveSx}>
              {t("products.box.fillRandom")}
            </Button>
            <Button variant="text" size="small" aria-disabled={filled === 0 || undefined} onClick={filled > 0 ? () => onChange((current) => emptyBox(current.length)) : undefined} sx={filled > 0 ? undefined : inactiveSx}>
              {t("products.box.empty")}
            </Button>
          </Box>
        </Box>
        <Box>
          <Typography id={piecesId} variant="h6" component="h3" sx={{ mb: 1 }}>
            {t("products.box.pieces")}
          </Typography>
          {pieces.length === 0 ? (
            <Typography color="text.secondary">{t("products.box.noPieces")}</Typography>
          ) : (
            <Box component="ul" aria-labelledby={piecesId} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))" }}>
              {pieces.map((piece) => (
                <PieceCard key={piece._id} piece={piece} fill={fill} title={productTitle(piece, language)} supplement={piece.supplement > 0 ? formatPrice(piece.supplement) : undefined} onChange={onChange} />
              ))}
            </Box>
          )}
        </Box>
      </Box>
      <Box
        // Stays in view while the pieces are chosen below the slots on a phone.
        sx={{ position: "sticky", bottom: 0, zIndex: 1, mt: 2, py: 1.5, bgcolor: "background.paper", borderTop: 1, borderColor: "divider", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}
      >
        <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
          <Typography role="status" sx={{ fontWeight: 600 }} data-testid="box-filled">
            {t("products.box.filled", { count: filled, total: slots })}
          </Typography>
          <ProductPrice product={price} />
          {supplements > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t("products.box.supplements", { price: formatPrice(supplements) })}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: "1 1 220px" }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<AddShoppingCartIcon />}
            aria-disabled={!ready || undefined}
            aria-describedby={ready || soldOut ? undefined : reasonId}
            onClick={ready ? onAdd : undefined}
            sx={ready ? undefined : inactiveSx}
          >
            {soldOut ? t("products.badges.outOfStock") : t("products.addToCart")}
          </Button>
          {!ready && !soldOut && (
            <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("products.box.notFull", { count: left })}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** A piece to choose: photo, name, supplement, stock, and − (one out) / the count / + (one in). */
function PieceCard({
  piece,
  fill,
  title,
  supplement,
  onChange,
}: {
  piece: BoxPiece;
  fill: BoxFill;
  title: string;
  supplement: string | undefined;
  onChange: (change: (fill: BoxFill) => BoxFill) => void;
}) {
  const { t } = useTranslation();
  const inBox = countOf(fill, piece._id);
  const left = pieceLeft(fill, piece);
  const addable = canAdd(fill, piece);
  const stock = Math.max(0, Math.floor(piece.totalStock));

  return (
    <Paper component="li" variant="outlined" sx={{ display: "flex", flexDirection: "column", gap: 0.5, p: 1, borderColor: inBox ? "primary.main" : "divider", borderRadius: 2, minWidth: 0 }} data-testid="box-piece">
      <Box sx={{ aspectRatio: "1 / 1", borderRadius: 1.5, overflow: "hidden", bgcolor: "#f3e9dc" }}>
        <ShopImage
          src={piece.image}
          variants={piece.imageVariants}
          sizes="(min-width: 900px) 160px, 45vw"
          alt=""
          width={160}
          height={160}
          loading="lazy"
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block", filter: stock === 0 ? "grayscale(0.7)" : undefined }}
        />
      </Box>
      <Typography variant="body2" dir="auto" sx={{ fontWeight: 600, lineHeight: 1.3, textAlign: "left", overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {supplement && (
        <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }}>
          {/* In the line's own direction, as the shop's other prices: the Hebrew amount carries its marks ("$ 1.50+"). */}
          {t("products.box.supplement", { price: supplement })}
        </Typography>
      )}
      {stock < LOW_STOCK_THRESHOLD && (
        <Typography variant="caption" color={stock === 0 ? "error.main" : "warning.dark"}>
          {stock === 0 ? t("products.badges.outOfStock") : t("products.badges.lowStock", { count: stock })}
        </Typography>
      )}
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: "auto", pt: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t("products.box.removeOne", { title })}
          aria-disabled={inBox === 0 || undefined}
          onClick={inBox > 0 ? () => onChange((current) => removeOne(current, piece._id)) : undefined}
          sx={{ border: 1, borderColor: "divider", ...(inBox > 0 ? {} : inactiveSx) }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography component="span" sx={{ fontWeight: 700, minWidth: 24, textAlign: "center" }}>
          <span aria-hidden>{inBox}</span>
          <Box component="span" sx={visuallyHidden}>
            {t("products.box.inBox", { count: inBox })}
          </Box>
        </Typography>
        <IconButton
          size="small"
          color="primary"
          aria-label={left > 0 ? t("products.box.add", { title, count: left }) : t("products.box.addNoneLeft", { title })}
          aria-disabled={!addable || undefined}
          onClick={addable ? () => onChange((current) => addPiece(current, piece)) : undefined}
          sx={{ border: 1, borderColor: addable ? "primary.main" : "divider", ...(addable ? {} : inactiveSx) }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}

export default BoxBuilder;