import type { SortOption } from "@contracts";
import SwapVertIcon from "@mui/icons-material/SwapVert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";

// MUI's Menu brings Popover, Modal, the focus trap and transitions (~17 KB gzip): loaded when first
// opened, fetched ahead on hover or focus, so the listing and search pages' first load goes without.
const SortMenuList = lazyWithPreload(() => import("./SortMenuList"));

/** "Sort by" and its four radio options (role menuitemradio, the chosen one checked). */
export function SortMenu({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuWanted = useOpenedOnce(Boolean(anchor));
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<SwapVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={SortMenuList.preload}
        onFocus={SortMenuList.preload}
        sx={{ whiteSpace: "nowrap" }}
      >
        {t("listing.sortBy")}
        <Box component="span" sx={{ display: { xs: "none", sm: "inline" }, fontWeight: 400, ml: 0.5 }}>
          : {t(`listing.sort.${value}`)}
        </Box>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <SortMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            value={value}
            onClose={() => setAnchor(null)}
            onChoose={(option) => {
              onChange(option);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
