import type { ShopSettings } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import CategoryOutlinedIcon from "@mui/icons-material/CategoryOutlined";
import EventAvailableOutlinedIcon from "@mui/icons-material/EventAvailableOutlined";
import HomeOutlinedIcon from "@mui/icons-material/HomeOutlined";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import RedeemOutlinedIcon from "@mui/icons-material/RedeemOutlined";
import SellOutlinedIcon from "@mui/icons-material/SellOutlined";
import TuneOutlinedIcon from "@mui/icons-material/TuneOutlined";
import Skeleton from "@mui/material/Skeleton";
import { useState, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading, PageTabPanel, PageTabs, QueryState, usePageTabIds } from "@/shared/ui";
import { useTabParam } from "@/shared/lib/useTabParam";
import { useAdminSettings } from "../hooks/useAdminSettings";
import { SETTINGS_TABS, type SettingsTab } from "../lib/settingsForm";
import { CarriersEditor } from "./CarriersEditor";
import { CatalogGroupsEditor } from "./CatalogGroupsEditor";
import { DeliverySettingsForm } from "./DeliverySettingsForm";
import { GeneralSettingsForm } from "./GeneralSettingsForm";
import { GiftCardSettingsForm } from "./GiftCardSettingsForm";
import { GiftWrapForm } from "./GiftWrapForm";
import { HomePageSectionsForm } from "./HomePageSectionsForm";

const TAB_ICONS: Record<SettingsTab, ReactElement> = {
  general: <TuneOutlinedIcon />,
  homepage: <HomeOutlinedIcon />,
  categories: <CategoryOutlinedIcon />,
  brands: <SellOutlinedIcon />,
  carriers: <LocalShippingOutlinedIcon />,
  delivery: <EventAvailableOutlinedIcon />,
  giftWrap: <CardGiftcardOutlinedIcon />,
  giftCards: <RedeemOutlinedIcon />,
};

function TabContent({ tab, settings }: { tab: SettingsTab; settings: ShopSettings }): ReactNode {
  switch (tab) {
    case "general":
      return <GeneralSettingsForm settings={settings} />;
    case "homepage":
      return <HomePageSectionsForm settings={settings} />;
    case "categories":
    case "brands":
      return <CatalogGroupsEditor kind={tab} settings={settings} />;
    case "carriers":
      return <CarriersEditor settings={settings} />;
    case "delivery":
      return <DeliverySettingsForm settings={settings} />;
    case "giftWrap":
      return <GiftWrapForm settings={settings} />;
    case "giftCards":
      return <GiftCardSettingsForm settings={settings} />;
  }
}

/**
 * `/admin/settings` (spec 2): the spec's four tabs (General, Homepage, Categories, Brands), the
 * shipping carriers, the delivery calendar (pickup, courier, shipping), the gift wrapping and the gift cards, each with its own Save. The tab lives in the address bar (`?tab=`). A tab is mounted when first opened and then stays
 * mounted (hidden), so switching tabs keeps what was typed but not yet saved.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const query = useAdminSettings();
  const [tab, choose] = useTabParam(SETTINGS_TABS);
  const [opened, setOpened] = useState<ReadonlySet<SettingsTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const ids = usePageTabIds<SettingsTab>();

  const body = (
    <QueryState
      query={query}
      loadingLabel={t("admin.settingsPage.loading")}
      skeletonSx={{ display: "grid", gap: 2 }}
      skeleton={
        <>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </>
      }
      errorTitle={t("admin.settingsPage.loadError")}
      errorMessage={t("admin.settingsPage.loadErrorHint")}
    >
      {(settings) =>
        SETTINGS_TABS.map((value) => (
          <PageTabPanel key={value} value={value} current={tab} ids={ids}>
            {opened.has(value) && <TabContent tab={value} settings={settings} />}
          </PageTabPanel>
        ))
      }
    </QueryState>
  );

  return (
    <>
      <PageHeading title={t("admin.settingsPage.title")} subtitle={t("admin.settingsPage.subtitle")} />
      <PageTabs
        tabs={SETTINGS_TABS}
        value={tab}
        onChange={choose}
        label={t("admin.settingsPage.tabsLabel")}
        tabLabel={(value) => (value === "delivery" ? t("adminDelivery.tab") : t(`admin.settingsPage.tabs.${value}`))}
        icons={TAB_ICONS}
        ids={ids}
      />
      {body}
    </>
  );
}

export default AdminSettingsPage;
