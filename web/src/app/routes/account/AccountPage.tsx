import { MAX_ADDRESSES_PER_USER } from "@contracts";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import ManageAccountsOutlinedIcon from "@mui/icons-material/ManageAccountsOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Typography from "@mui/material/Typography";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { AddressManager } from "@/features/addresses";
import { ProfileSettings } from "@/features/profile";
import { PageHeading, PageTabPanel, PageTabs, usePageTabIds } from "@/shared/ui";
import { useTabParam } from "@/shared/lib/useTabParam";
import { ACCOUNT_TABS, type AccountTab } from "./accountTab";
import { AccountOrders } from "./AccountOrders";

const TAB_ICONS: Record<AccountTab, ReactElement> = {
  orders: <ReceiptLongOutlinedIcon />,
  address: <LocationOnOutlinedIcon />,
  profile: <ManageAccountsOutlinedIcon />,
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

const TAB_PANELS: Record<AccountTab, () => ReactElement> = {
  orders: () => <AccountOrders />,
  address: () => <AccountAddresses />,
  profile: () => <ProfileSettings />,
};

/**
 * `/shop/account`: three tabs, orders (the default), addresses (spec 2) and profile and privacy
 * (issue 17). The tab lives in the address bar (`?tab=orders|address|profile`), so links such as
 * "View orders" open the right one.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const [tab, choose] = useTabParam(ACCOUNT_TABS);
  const ids = usePageTabIds<AccountTab>();

  return (
    <>
      <PageHeading title={t("pages.account.title")} subtitle={t("account.subtitle")} />
      <PageTabs
        tabs={ACCOUNT_TABS}
        value={tab}
        onChange={choose}
        label={t("account.tabsLabel")}
        tabLabel={(value) => t(`account.tabs.${value}`)}
        icons={TAB_ICONS}
        ids={ids}
      />
      {ACCOUNT_TABS.map((value) => (
        <PageTabPanel key={value} value={value} current={tab} ids={ids}>
          {value === tab && TAB_PANELS[value]()}
        </PageTabPanel>
      ))}
    </>
  );
}

export default AccountPage;
