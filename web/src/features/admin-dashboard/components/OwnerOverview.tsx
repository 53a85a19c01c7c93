import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useFormatPrice } from "@/shared/settings";
import { overviewQuery } from "../api/overviewApi";

interface Tile {
  key: string;
  label: string;
  value: string;
  detail?: string;
  to: string;
  linkLabel: string;
}

/**
 * The owner's overview above the banner manager: today's and this week's paid orders and revenue,
 * orders waiting to be shipped, products low in stock, products whose food declaration is incomplete
 * (issue 35) and today's pickups and deliveries, each a link to its admin screen. Figures
 * are isolated left to right so they read the same in Hebrew.
 */
export function OwnerOverview() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const overview = useQuery(overviewQuery());

  let body;
  // Four tiles in a row; five or six in rows of three; seven or eight in rows of four.
  const count = 4 + [overview.data?.undeclaredProducts, overview.data?.pickupsToday, overview.data?.deliveriesToday].filter((value) => value !== undefined).length;
  const columns = count % 4 === 0 || count % 4 === 3 ? 4 : 3;
  if (overview.isPending) {
    body = [0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" sx={{ height: 118 }} />);
  } else if (overview.isError) {
    body = (
      <Box sx={{ gridColumn: "1 / -1", display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Typography role="alert">{t("admin.overview.loadError")}</Typography>
        <Button variant="outlined" onClick={() => void overview.refetch()} loading={overview.isFetching}>
          {t("common.retry")}
        </Button>
      </Box>
    );
  } else {
    const data = overview.data;
    const tiles: Tile[] = [
      {
        key: "today",
        label: t("admin.overview.today"),
        value: formatPrice(data.today.revenue),
        detail: t("admin.overview.paidOrders", { count: data.today.paidOrders }),
        to: paths.admin.orders,
        linkLabel: t("admin.overview.seeOrders"),
      },
      {
        key: "week",
        label: t("admin.overview.week"),
        value: formatPrice(data.week.revenue),
        detail: t("admin.overview.paidOrders", { count: data.week.paidOrders }),
        to: paths.admin.orders,
        linkLabel: t("admin.overview.seeOrders"),
      },
      {
        key: "ship",
        label: t("admin.overview.awaitingShipment"),
        value: String(data.awaitingShipment),
        to: paths.admin.orders,
        linkLabel: t("admin.overview.seeOrders"),
      },
      {
        key: "stock",
        label: t("admin.overview.lowStock"),
        value: String(data.lowStock),
        to: paths.admin.products,
        linkLabel: t("admin.overview.seeProducts"),
      },
    ];
    // Products the shop must not sell as they are: a declaration to complete (an API without it leaves it out).
    if (data.undeclaredProducts !== undefined) {
      tiles.push({
        key: "undeclared",
        label: t("admin.overview.undeclared"),
        value: String(data.undeclaredProducts),
        detail: data.undeclaredProducts === 0 ? t("admin.overview.allDeclared") : t("admin.overview.undeclaredCount", { count: data.undeclaredProducts }),
        to: paths.admin.products,
        linkLabel: t("admin.overview.seeProducts"),
      });
    }
    // Today's handovers on the shop's calendar (an API without the calendar leaves them out).
    if (data.pickupsToday !== undefined) {
      tiles.push({ key: "pickups", label: t("adminProduction.overview.pickupsToday"), value: String(data.pickupsToday), to: paths.admin.production, linkLabel: t("adminProduction.overview.seeAgenda") });
    }
    if (data.deliveriesToday !== undefined) {
      tiles.push({ key: "deliveries", label: t("adminProduction.overview.deliveriesToday"), value: String(data.deliveriesToday), to: paths.admin.production, linkLabel: t("adminProduction.overview.seeAgenda") });
    }
    body = tiles.map((tile) => (
      <Paper key={tile.key} variant="outlined" component="li" data-testid={`overview-${tile.key}`} sx={{ p: 2, display: "flex", flexDirection: "column", gap: 0.5, listStyle: "none" }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {tile.label}
        </Typography>
        <Typography component="p" sx={{ fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2, color: "primary.dark" }}>
          <bdi dir="ltr">{tile.value}</bdi>
        </Typography>
        {tile.detail && <Typography variant="body2">{tile.detail}</Typography>}
        <Box sx={{ mt: "auto", pt: 0.5 }}>
          <Button component={RouterLink} to={tile.to} size="small" sx={{ px: 0.5 }} aria-label={`${tile.linkLabel}: ${tile.label}`}>
            {tile.linkLabel}
          </Button>
        </Box>
      </Paper>
    ));
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 2 }}>
        {t("admin.overview.title")}
      </Typography>
      <Box
        component={overview.isSuccess ? "ul" : "div"}
        aria-busy={overview.isPending || undefined}
        sx={{ p: 0, m: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: `repeat(${columns}, minmax(0, 1fr))` } }}
      >
        {body}
      </Box>
    </Box>
  );
}
