import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useId, type ReactElement, type ReactNode } from "react";

/** The ids that tie each tab to its panel (aria-controls / aria-labelledby). */
export interface PageTabIds<T extends string> {
  tabId: (value: T) => string;
  panelId: (value: T) => string;
}

export function usePageTabIds<T extends string>(): PageTabIds<T> {
  const baseId = useId();
  return { tabId: (value) => `${baseId}-tab-${value}`, panelId: (value) => `${baseId}-panel-${value}` };
}

/**
 * A page's row of tabs under its heading (the account page, the admin settings), each with an
 * icon. Scrolls sideways on a phone when the tabs do not fit, instead of squeezing them.
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  tabLabel,
  icons,
  ids,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  tabLabel: (value: T) => string;
  icons: Record<T, ReactElement>;
  ids: PageTabIds<T>;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: "divider", mb: { xs: 2.5, md: 3 } }}>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        textColor="primary"
        indicatorColor="secondary"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={tabLabel(tab)}
            icon={icons[tab]}
            iconPosition="start"
            id={ids.tabId(tab)}
            aria-controls={ids.panelId(tab)}
            sx={{ minHeight: 56 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** The panel of one tab; hidden (not unmounted) while another tab is chosen. */
export function PageTabPanel<T extends string>({ value, current, ids, children }: { value: T; current: T; ids: PageTabIds<T>; children: ReactNode }) {
  return (
    <Box role="tabpanel" hidden={value !== current} id={ids.panelId(value)} aria-labelledby={ids.tabId(value)}>
      {children}
    </Box>
  );
}
