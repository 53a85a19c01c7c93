import type { HomePageSection, HomeProducts, ProductCard } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { useQuery } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { productQueries } from "@/features/products";
import { activeGroups, ProductGridSkeleton } from "@/shared/catalog";
import { ShopProductGrid } from "../components/ShopProductGrid";
import { DirectionalIcon, QueryState, visuallyHidden } from "@/shared/ui";
import { useShopSettings } from "@/shared/settings";
import { BannerCarousel, BannerSkeleton } from "@/features/home";
import { CatalogTiles } from "@/features/listing";

const PRODUCT_COLUMNS = { xs: 1, sm: 2, md: 3, lg: 4 };

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 5, md: 7 } }}>
      <Box sx={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between", gap: 2, mb: { xs: 2, md: 3 } }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}>
            {title}
          </Typography>
          <Box aria-hidden sx={{ width: 48, height: 3, borderRadius: 2, bgcolor: "secondary.main", mt: 1 }} />
        </Box>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** `/shop/home`: banner, shop by category, shop by brand, featured and recommended products. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  const sections = settings.homePageSections;
  const sectionTitle = (section: HomePageSection) =>
    section.translationKey ? t(section.translationKey, { defaultValue: section.title }) : section.title;

  const banners = useQuery(productQueries.carousel());
  // One read for both product sections: the server picks each at its maxItems (featured: the owner's
  // flagged products; recommended: the best rated others).
  const wantsProducts = sections.featuredProducts.enabled || sections.recommendedProducts.enabled;
  const products = useQuery({ ...productQueries.home(), enabled: wantsProducts });

  const categories = useMemo(() => activeGroups(settings.categories).slice(0, sections.shopByCategory.maxItems), [settings.categories, sections.shopByCategory.maxItems]);
  const brands = useMemo(() => activeGroups(settings.brands).slice(0, sections.shopByBrand.maxItems), [settings.brands, sections.shopByBrand.maxItems]);

  const viewAll = (
    <Button component={RouterLink} to={paths.shop.listing} endIcon={<DirectionalIcon icon={ArrowForwardIcon} />} sx={{ flexShrink: 0 }}>
      {t("home.viewAll")}
    </Button>
  );

  const productSection = (section: HomePageSection, listOf: (home: HomeProducts) => ProductCard[]) => {
    if (!section.enabled) return null;
    const list = products.data ? listOf(products.data) : [];
    // A section with nothing to show (no product flagged as featured, say) is left out, heading and all.
    if (products.isSuccess && list.length === 0) return null;
    return (
      <Section title={sectionTitle(section)} action={viewAll}>
        <QueryState
          query={products}
          loadingLabel={t("app.loading")}
          skeleton={<ProductGridSkeleton count={Math.min(section.maxItems, 4)} columns={PRODUCT_COLUMNS} />}
          headingLevel={3}
        >
          {() => <ShopProductGrid products={list} columns={PRODUCT_COLUMNS} />}
        </QueryState>
      </Section>
    );
  };

  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {t("pages.home.title")}
      </Typography>

      {banners.isPending ? (
        <BannerSkeleton />
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel images={banners.data} />
      ) : (
        <Box
          sx={{
            borderRadius: 4,
            p: { xs: 4, md: 7 },
            color: "primary.contrastText",
            background: "linear-gradient(135deg, #3b2219 0%, #6b4334 60%, #b8893c 140%)",
          }}
        >
          <Typography variant="overline" component="p" sx={{ color: "secondary.light" }}>
            {settings.siteName}
          </Typography>
          <Typography variant="h2" component="p" sx={{ color: "inherit", maxWidth: 560 }}>
            {t("app.tagline")}
          </Typography>
          <Button variant="contained" color="secondary" component={RouterLink} to={paths.shop.listing} sx={{ mt: 3 }}>
            {t("home.shopNow")}
          </Button>
        </Box>
      )}

      {sections.shopByCategory.enabled && categories.length > 0 && (
        <Section title={sectionTitle(sections.shopByCategory)}>
          <CatalogTiles groups={categories} filterKey="category" />
        </Section>
      )}
      {sections.shopByBrand.enabled && brands.length > 0 && (
        <Section title={sectionTitle(sections.shopByBrand)}>
          <CatalogTiles groups={brands} filterKey="brand" />
        </Section>
      )}
      {productSection(sections.featuredProducts, (home) => home.featured)}
      {productSection(sections.recommendedProducts, (home) => home.recommended)}
    </>
  );
}

export default HomePage;
