import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import XIcon from "@mui/icons-material/X";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useShopSettings } from "@/shared/settings";
import { mailtoHref, telHref } from "@/shared/lib/contactLinks";
import { laidOutWhenNear, Rule } from "@/shared/ui";
import { FOCUS_RING_VARIABLE, brand } from "@/app/providers/theme";
// The address only (a few bytes): the gift-card pages load on their own.
import { BrandLogo } from "../components/BrandLogo";
import { SHOP_NAV } from "./shopNav";

const SOCIAL = [
  { key: "facebook", icon: FacebookIcon },
  { key: "instagram", icon: InstagramIcon },
  { key: "twitter", icon: XIcon },
  { key: "linkedin", icon: LinkedInIcon },
] as const;

const muted = "rgba(251, 246, 238, 0.72)";

/**
 * The shop footer: the contact details and social links from the settings, © year and site name.
 * Below the fold on every page with content, so laid out when scrolled near (its focus rings stay
 * inside the Container's gutters, clear of the containment's clip).
 */
export function ShopFooter() {
  const { t } = useTranslation();
  const { siteName, contactInfo } = useShopSettings();
  const year = new Date().getFullYear();
  const socials = SOCIAL.filter(({ key }) => contactInfo.socialMedia?.[key]);

  return (
    <Box
      component="footer"
      sx={{ bgcolor: brand.cocoaDark, color: brand.cream, mt: "auto", [FOCUS_RING_VARIABLE]: brand.goldLight, ...laidOutWhenNear(700) }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {/* A CSS grid rather than MUI's Grid (~2 KB gzip on every page's first load): two columns on a
            phone and a tablet, one row of 4 : 2 : 4 : 2 from md, as Grid's 12 columns laid it out. */}
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "4fr 2fr 4fr 2fr" },
            gap: { xs: 4, md: 6 },
          }}
        >
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <BrandLogo to={paths.shop.home} tone="light" />
            <Typography sx={{ mt: 2, color: muted, maxWidth: 320 }}>{t("footer.tagline")}</Typography>
          </Box>

          <Box sx={{ minWidth: 0 }}>
            <FooterHeading>{t("footer.explore")}</FooterHeading>
            <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {SHOP_NAV.map((item) => (
                <li key={item.to}>
                  <Link component={RouterLink} to={item.to} sx={{ color: muted, "&:hover": { color: brand.cream } }}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link component={RouterLink} to={paths.shop.giftCards} sx={{ color: muted, "&:hover": { color: brand.cream } }}>
                  {t("giftCardPages.link")}
                </Link>
              </li>
            </Stack>
          </Box>

          <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, order: { xs: 3, sm: 0 }, minWidth: 0 }}>
            <FooterHeading>{t("footer.contact")}</FooterHeading>
            <Stack component="address" spacing={1.5} sx={{ fontStyle: "normal" }}>
              {contactInfo.email && (
                <ContactLine icon={<MailOutlinedIcon fontSize="small" />} label={t("footer.email")}>
                  <Link href={mailtoHref(contactInfo.email)} dir="ltr" sx={{ color: brand.cream, overflowWrap: "anywhere" }}>
                    {contactInfo.email}
                  </Link>
                </ContactLine>
              )}
              {contactInfo.phone && (
                <ContactLine icon={<PhoneOutlinedIcon fontSize="small" />} label={t("footer.phone")}>
                  <Link href={telHref(contactInfo.phone)} dir="ltr" sx={{ color: brand.cream }}>
                    {contactInfo.phone}
                  </Link>
                </ContactLine>
              )}
              {contactInfo.address && (
                <ContactLine icon={<PlaceOutlinedIcon fontSize="small" />} label={t("footer.address")}>
                  <Box component="span" dir="auto">
                    {contactInfo.address}
                  </Box>
                </ContactLine>
              )}
            </Stack>
          </Box>

          <Box sx={{ minWidth: 0 }}>
            {socials.length > 0 && (
              <>
                <FooterHeading>{t("footer.follow")}</FooterHeading>
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, marginInlineStart: -1 }}>
                  {socials.map(({ key, icon: Icon }) => (
                    <IconButton
                      key={key}
                      href={contactInfo.socialMedia[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.social.${key}`)}
                      size="small"
                      sx={{ color: brand.cream, "&:hover": { color: "secondary.light", bgcolor: "rgba(255,255,255,0.08)" } }}
                    >
                      <Icon />
                    </IconButton>
                  ))}
                </Stack>
              </>
            )}
          </Box>
        </Box>

        <Rule sx={{ borderColor: "rgba(251, 246, 238, 0.14)", my: { xs: 4, md: 5 } }} />
        <Typography variant="body2" sx={{ color: muted }}>
          {t("footer.rights", { year, siteName })}
        </Typography>
      </Container>
    </Box>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      variant="overline"
      sx={{ display: "block", color: "secondary.light", mb: 1.5, lineHeight: 1.6 }}
    >
      {children}
    </Typography>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
      <Box sx={{ color: "secondary.light", mt: "2px", display: "flex" }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: "block", fontSize: 12, color: muted }}>
          {label}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
