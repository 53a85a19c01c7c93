import type { ShopSettings } from "@contracts";
import CategoryOutlinedIcon from "@mui/icons-material/CategoryOutlined";
import HomeOutlinedIcon from "@mui/icons-material/HomeOutlined";
import SellOutlinedIcon from "@mui/icons-material/SellOutlined";
import TuneOutlinedIcon from "@mui/icons-material/TuneOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { useState, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/shared/ui";
import { PageHeading, PageTabPanel, PageTabs, usePageTabIds, visuallyHidden } from "@/shared/ui";
import { useTabParam } from "@/shared/lib/useTabParam";
import { useAdminSettings } from "../hooks/useAdminSettings";
import { SETTINGS_TABS, type SettingsTab } from "../lib/settingsForm";
import { CatalogGroupsEditor } from "./CatalogGroupsEditor";
import { GeneralSettingsForm } from "./GeneralSettingsForm";
import { HomePageSectionsForm } from "./HomePageSectionsForm";

const TAB_ICONS: Record<SettingsTab, ReactElement> = {
  general: <TuneOutlinedIcon />,
  homepage: <HomeOutlinedIcon />,
  categories: <CategoryOutlinedIcon />,
  brands: <SellOutlinedIcon />,
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
  }
}

/**
 * `/admin/settings` (spec 2): four tabs (General, Homepage, Categories, Brands), each with its own
 * Save. The tab lives in the address bar (`?tab=`). A tab is mounted when first opened and then stays
 * mounted (hidden), so switching tabs keeps what was typed but not yet saved.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const query = useAdminSettings();
  const [tab, choose] = useTabParam(SETTINGS_TABS);
  const [opened, setOpened] = useState<ReadonlySet<SettingsTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const ids = usePageTabIds<SettingsTab>();

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Box role="status" aria-busy="true" sx={{ display: "grid", gap: 2 }}>
        <Box component="span" sx={visuallyHidden}>
          {t("admin.settingsPage.loading")}
        </Box>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        tone="error"
        title={t("admin.settingsPage.loadError")}
        message={t("admin.settingsPage.loadErrorHint")}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  } else {
    const settings = query.data;
    body = SETTINGS_TABS.map((value) => (
      <PageTabPanel key={value} value={value} current={tab} ids={ids}>
        {opened.has(value) && <TabContent tab={value} settings={settings} />}
      </PageTabPanel>
    ));
  }

  return (
    <>
      <PageHeading title={t("admin.settingsPage.title")} subtitle={t("admin.settingsPage.subtitle")} />
      <PageTabs
        tabs={SETTINGS_TABS}
        value={tab}
        onChange={choose}
        label={t("admin.settingsPage.tabsLabel")}
        tabLabel={(value) => t(`admin.settingsPage.tabs.${value}`)}
        icons={TAB_ICONS}
        ids={ids}
      />
      {body}
    </>
  );
}

export default AdminSettingsPage;
