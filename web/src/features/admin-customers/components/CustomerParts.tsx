import type { AdminCustomer, MoneyAmount } from "@contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";

/** An email address: written left to right inside Hebrew, broken anywhere rather than overflowing. */
export function Email({ email }: { email: string }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", overflowWrap: "anywhere" }}>
      {email}
    </Box>
  );
}

/** Total spent, one amount per currency ("$0.00" in the shop's currency when nothing was spent). */
export function useSpentText(): (spent: readonly MoneyAmount[]) => string {
  const formatPrice = useFormatPrice();
  return (spent) => (spent.length === 0 ? formatPrice(0) : spent.map((money) => formatPrice(money.amount, money.currency)).join(" + "));
}

/** Amounts as the money formatter writes them in the page's language (its own direction marks), isolated from the text around. */
export function Spent({ spent }: { spent: readonly MoneyAmount[] }) {
  const text = useSpentText();
  return (
    <Box component="span" sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap" }}>
      {text(spent)}
    </Box>
  );
}

/** Verified or not, disabled, admin: small chips that say it in words (not by colour alone). */
export function CustomerChips({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
      {customer.emailVerified ? (
        <Chip size="small" color="success" variant="outlined" label={t("adminCustomers.verified")} />
      ) : (
        <Chip size="small" variant="outlined" label={t("adminCustomers.unverified")} />
      )}
      {customer.disabled && <Chip size="small" color="error" label={t("adminCustomers.disabled")} data-testid="customer-disabled" />}
      {customer.role === "admin" && <Chip size="small" color="primary" variant="outlined" label={t("adminCustomers.admin")} />}
    </Stack>
  );
}
