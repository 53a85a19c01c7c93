import { MAX_ADDRESSES_PER_USER } from "@contracts";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useId, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { AddressManager } from "@/features/addresses";
import { PageHeading } from "@/shared/ui";
import { useTabParam } from "@/shared/lib/useTabParam";
import { ACCOUNT_TABS, type AccountTab } from "../lib/accountTab";
import { AccountOrders } from "./AccountOrders";

const TAB_ICONS: Record<AccountTab, ReactElement> = {
  orders: <ReceiptLongOutlinedIcon />,
  address: <LocationOnOutlinedIcon />,
};

function AccountAddresses() {
  const { t } = useTranslation();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("account.addressesHint", { max: MAX_ADDRESSES_PER_USER })}
      </Typography>
      <AddressManager />
    </>
  );
}

/**
 * `/shop/account`: two tabs, orders (the default) and addresses (spec 2). The tab lives in the address
 * bar (`?tab=orders|address`), so links such as "View orders" open the right one.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const [tab, choose] = useTabParam(ACCOUNT_TABS);
  const baseId = useId();
  const tabId = (value: AccountTab) => `${baseId}-tab-${value}`;
  const panelId = (value: AccountTab) => `${baseId}-panel-${value}`;

  return (
    <>
      <PageHeading title={t("pages.account.title")} subtitle={t("account.subtitle")} />
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: { xs: 2.5, md: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_event, value: AccountTab) => choose(value)}
          aria-label={t("account.tabsLabel")}
          textColor="primary"
          indicatorColor="secondary"
        >
          {ACCOUNT_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`account.tabs.${value}`)}
              icon={TAB_ICONS[value]}
              iconPosition="start"
              id={tabId(value)}
              aria-controls={panelId(value)}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
      </Box>
      {ACCOUNT_TABS.map((value) => (
        <Box key={value} role="tabpanel" hidden={value !== tab} id={panelId(value)} aria-labelledby={tabId(value)}>
          {value === tab && (value === "orders" ? <AccountOrders /> : <AccountAddresses />)}
        </Box>
      ))}
    </>
  );
}

export default AccountPage;
