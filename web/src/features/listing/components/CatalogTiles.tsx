import type { CatalogGroup } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { EMPTY_FILTERS, listingHref, storeFilters, type FilterKey } from "../lib/filters";
import { catalogIconComponent, catalogLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { HydrateOnView, laidOutWhenNear } from "@/shared/ui";

/** Category or brand tiles: links named by their label that store the filter and open the listing. */
export function CatalogTiles({ groups, filterKey }: { groups: CatalogGroup[]; filterKey: FilterKey }) {
  const language = useLanguage();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))", md: "repeat(6, minmax(0, 1fr))" },
      }}
    >
      {groups.map((group) => {
        const Icon = catalogIconComponent(group.icon);
        const label = catalogLabel(group, language);
        return (
          <li key={group.id}>
            {/* React's once it comes near the screen (HydrateOnView); a link that works before then. */}
            <HydrateOnView>
              <Box
                component={RouterLink}
                to={listingHref(paths.shop.listing, filterKey, group.id)}
                onClick={() => storeFilters({ ...EMPTY_FILTERS, [filterKey]: [group.id] })}
                sx={(theme) => ({
                  height: "100%",
                  minHeight: 120,
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "center",
                  justifyContent: "center",
                  gap: 1,
                  p: 2,
                  textAlign: "center",
                  textDecoration: "none",
                  color: "text.primary",
                  bgcolor: "background.paper",
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 3,
                  transition: "border-color .2s, box-shadow .2s, background-color .2s",
                  "&:hover": { borderColor: "secondary.main", boxShadow: 3, bgcolor: alpha(theme.palette.secondary.light, 0.08) },
                  "&:focus-visible": { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
                  // Its own ring and shadow are outside what the containment clips (only its contents).
                  ...laidOutWhenNear(120),
                })}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 52,
                    height: 52,
                    borderRadius: "50%",
                    display: "grid",
                    placeItems: "center",
                    bgcolor: alpha(theme.palette.primary.main, 0.08),
                    color: "primary.main",
                  })}
                >
                  <Icon />
                </Box>
                <Typography component="span" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {label}
                </Typography>
              </Box>
            </HydrateOnView>
          </li>
        );
      })}
    </Box>
  );
}
