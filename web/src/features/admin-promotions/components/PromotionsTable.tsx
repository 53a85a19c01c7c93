import type { Promotion } from "@contracts";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import PauseCircleOutlineIcon from "@mui/icons-material/PauseCircleOutlined";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import StopCircleOutlinedIcon from "@mui/icons-material/StopCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
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
import { useLanguage } from "@/shared/i18n/useLanguage";
import { visuallyHidden } from "@/shared/ui";
import { displayStatus, isReadOnly, promotionName } from "../lib/promotionView";
import { CodeOrAutomatic, Money, StatusChip, Uses, usePromotionWords } from "./PromotionParts";

/** What a row offers; an ended promotion offers only its details. */
export interface PromotionActions {
  onDetails: (promotion: Promotion) => void;
  onEdit: (promotion: Promotion) => void;
  onPause: (promotion: Promotion) => void;
  onResume: (promotion: Promotion) => void;
  onEnd: (promotion: Promotion) => void;
  /** The promotion whose status is being changed (its buttons wait). */
  pendingId?: string | undefined;
}

interface PromotionsTableProps extends PromotionActions {
  promotions: Promotion[];
  label: string;
  /** "Now" on the shop's clock, for the statuses the dates decide. */
  now: string;
}

/**
 * The promotions: a table on wide screens, a card each below (two abreast on tablets; nothing scrolls
 * sideways at 360 px). The table's nine columns fit beside the admin menu from `lg` up.
 */
export function PromotionsTable(props: PromotionsTableProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("lg"), { noSsr: true });
  return narrow ? <PromotionCards {...props} /> : <PromotionRows {...props} />;
}

type Action = { key: "details" | "edit" | "pause" | "resume" | "end"; icon: ReactNode; run: () => void };

/** The row's actions in order: details always; edit, pause or resume, and end while it is not ended. */
function actionsOf(promotion: Promotion, actions: PromotionActions): Action[] {
  const list: Action[] = [{ key: "details", icon: <ReceiptLongOutlinedIcon />, run: () => actions.onDetails(promotion) }];
  if (isReadOnly(promotion)) return list;
  list.push({ key: "edit", icon: <EditOutlinedIcon />, run: () => actions.onEdit(promotion) });
  list.push(
    promotion.status === "paused"
      ? { key: "resume", icon: <PlayCircleOutlineIcon />, run: () => actions.onResume(promotion) }
      : { key: "pause", icon: <PauseCircleOutlineIcon />, run: () => actions.onPause(promotion) },
  );
  list.push({ key: "end", icon: <StopCircleOutlinedIcon />, run: () => actions.onEnd(promotion) });
  return list;
}

function RowActions({ promotion, actions, compact }: { promotion: Promotion; actions: PromotionActions; compact: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = promotionName(promotion, language);
  const busy = actions.pendingId === promotion._id;
  return (
    // In the table two abreast (a narrow column); on a card a row of labelled buttons.
    <Box sx={compact ? { display: "grid", gridTemplateColumns: "repeat(2, auto)", justifyContent: "end" } : { display: "flex", flexWrap: "wrap", gap: 1 }}>
      {actionsOf(promotion, actions).map((action) => {
        const label = t(`adminPromotions.actions.${action.key}Label`, { name });
        const disabled = busy && action.key !== "details";
        return compact ? (
          // The hint on an icon button is its title (architecture: not MUI's Tooltip).
          <IconButton key={action.key} size="small" aria-label={label} title={t(`adminPromotions.actions.${action.key}`)} onClick={action.run} disabled={disabled} color={action.key === "end" ? "error" : "default"}>
            {action.icon}
          </IconButton>
        ) : (
          <Button key={action.key} size="small" variant="outlined" startIcon={action.icon} aria-label={label} onClick={action.run} disabled={disabled} color={action.key === "end" ? "error" : "primary"}>
            {t(`adminPromotions.actions.${action.key}`)}
          </Button>
        );
      })}
    </Box>
  );
}

function PromotionRows({ promotions, label, now, ...actions }: PromotionsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = usePromotionWords();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto", bgcolor: "background.paper" }}>
      <Table size="small" aria-label={label} sx={{ "& td, & th": { verticalAlign: "top", py: 1.25, px: 1.25 } }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t("adminPromotions.columns.name")}</TableCell>
            <TableCell>{t("adminPromotions.columns.gives")}</TableCell>
            <TableCell>{t("adminPromotions.columns.covers")}</TableCell>
            <TableCell>{t("adminPromotions.columns.dates")}</TableCell>
            <TableCell>{t("adminPromotions.columns.status")}</TableCell>
            <TableCell align="right">{t("adminPromotions.columns.uses")}</TableCell>
            <TableCell align="right">{t("adminPromotions.columns.revenue")}</TableCell>
            <TableCell align="right">{t("adminPromotions.columns.discount")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("adminPromotions.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {promotions.map((promotion) => {
            const minimum = words.minimum(promotion);
            return (
              <TableRow key={promotion._id} hover data-testid="promotion-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {promotionName(promotion, language)}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <CodeOrAutomatic promotion={promotion} />
                  </Box>
                </TableCell>
                <TableCell data-testid="promotion-benefit">
                  {words.benefit(promotion)}
                  {minimum && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                      {minimum}
                    </Typography>
                  )}
                </TableCell>
                <TableCell data-testid="promotion-scope">{words.scope(promotion)}</TableCell>
                <TableCell>{words.dates(promotion)}</TableCell>
                <TableCell>
                  <StatusChip status={displayStatus(promotion, now)} />
                </TableCell>
                <TableCell align="right" data-testid="promotion-uses">
                  <Uses promotion={promotion} />
                </TableCell>
                <TableCell align="right" data-testid="promotion-revenue">
                  <Money>{words.formatPrice(promotion.revenue)}</Money>
                </TableCell>
                <TableCell align="right" data-testid="promotion-discount">
                  <Money>{words.formatPrice(promotion.discountGiven)}</Money>
                </TableCell>
                <TableCell align="right">
                  <RowActions promotion={promotion} actions={actions} compact />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PromotionCards({ promotions, label, now, ...actions }: PromotionsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = usePromotionWords();
  const field = (name: string, value: ReactNode, testId?: string) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {name}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, fontWeight: 600, textAlign: "end", minWidth: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
      {promotions.map((promotion) => {
        const minimum = words.minimum(promotion);
        return (
          <Paper component="li" key={promotion._id} variant="outlined" data-testid="promotion-row" sx={{ p: 2, bgcolor: "background.paper", minWidth: 0 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 1, mb: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: "anywhere", minWidth: 0 }}>
                {promotionName(promotion, language)}
              </Typography>
              <StatusChip status={displayStatus(promotion, now)} />
            </Box>
            <Box sx={{ mb: 1 }}>
              <CodeOrAutomatic promotion={promotion} />
            </Box>
            <Box component="dl" sx={{ m: 0, mb: 1.5, display: "grid", gap: 0.75 }}>
              {field(t("adminPromotions.columns.gives"), minimum ? `${words.benefit(promotion)} · ${minimum}` : words.benefit(promotion), "promotion-benefit")}
              {field(t("adminPromotions.columns.covers"), words.scope(promotion), "promotion-scope")}
              {field(t("adminPromotions.columns.dates"), words.dates(promotion))}
              {field(t("adminPromotions.columns.uses"), <Uses promotion={promotion} />, "promotion-uses")}
              {field(t("adminPromotions.columns.revenue"), <Money>{words.formatPrice(promotion.revenue)}</Money>, "promotion-revenue")}
              {field(t("adminPromotions.columns.discount"), <Money>{words.formatPrice(promotion.discountGiven)}</Money>, "promotion-discount")}
            </Box>
            <RowActions promotion={promotion} actions={actions} compact={false} />
          </Paper>
        );
      })}
    </Box>
  );
}
