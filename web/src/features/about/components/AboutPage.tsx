import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import AutoAwesomeOutlinedIcon from "@mui/icons-material/AutoAwesomeOutlined";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import EmojiEventsOutlinedIcon from "@mui/icons-material/EmojiEventsOutlined";
import EcoOutlinedIcon from "@mui/icons-material/EnergySavingsLeafOutlined";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import FlagOutlinedIcon from "@mui/icons-material/FlagOutlined";
import HistoryEduOutlinedIcon from "@mui/icons-material/HistoryEduOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useShopSettings } from "@/shared/settings";
import { mailtoHref, telHref } from "@/shared/lib/contactLinks";
import { DirectionalIcon, PageHeading } from "@/shared/ui";

const VALUES = [
  { key: "quality", icon: <EmojiEventsOutlinedIcon /> },
  { key: "sustainability", icon: <EcoOutlinedIcon /> },
  { key: "craftsmanship", icon: <AutoAwesomeOutlinedIcon /> },
  { key: "customer", icon: <FavoriteBorderIcon /> },
] as const;

const TEAM = ["maya", "daniel", "lior", "sofia"] as const;

function IconBubble({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 48,
        height: 48,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        color: "secondary.dark",
        bgcolor: alpha(theme.palette.secondary.main, 0.14),
        flexShrink: 0,
      })}
    >
      {children}
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ fontSize: { xs: "1.5rem", md: "2rem" }, mb: { xs: 2, md: 3 } }}>
      {children}
    </Typography>
  );
}

/** `/shop/about`: title, subtitle, intro, story and mission, four values, the team, and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation();
  const { contactInfo } = useShopSettings();
  return (
    <>
      <PageHeading title={t("pages.about.title")} subtitle={t("about.subtitle")} />
      <Typography sx={{ fontSize: { xs: "1.05rem", md: "1.15rem" }, maxWidth: 780, lineHeight: 1.7 }}>{t("about.intro")}</Typography>

      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, mt: { xs: 4, md: 5 } }}>
        {(
          [
            ["story", <HistoryEduOutlinedIcon key="i" />],
            ["mission", <FlagOutlinedIcon key="i" />],
          ] as const
        ).map(([key, icon]) => (
          <Paper key={key} variant="outlined" component="section" sx={{ p: { xs: 3, md: 4 } }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
              <IconBubble>{icon}</IconBubble>
              <Typography variant="h2" sx={{ fontSize: { xs: "1.4rem", md: "1.6rem" } }}>
                {t(`about.${key}.title`)}
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ lineHeight: 1.75 }}>
              {t(`about.${key}.body`)}
            </Typography>
          </Paper>
        ))}
      </Box>

      <Box component="section" sx={{ mt: { xs: 5, md: 7 } }}>
        <SectionTitle>{t("about.values.title")}</SectionTitle>
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" } }}>
          {VALUES.map(({ key, icon }) => (
            <Paper key={key} variant="outlined" sx={{ p: 3 }}>
              <IconBubble>{icon}</IconBubble>
              <Typography variant="h3" sx={{ fontSize: "1.2rem", mt: 2, mb: 1 }}>
                {t(`about.values.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {t(`about.values.${key}.body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" sx={{ mt: { xs: 5, md: 7 } }}>
        <SectionTitle>{t("about.team.title")}</SectionTitle>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {t("about.team.intro")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" } }}>
          {TEAM.map((member) => {
            const name = t(`about.team.members.${member}.name`);
            return (
              <Paper key={member} variant="outlined" sx={{ p: 3, textAlign: "center" }}>
                <Avatar
                  aria-hidden
                  sx={{ width: 72, height: 72, mx: "auto", mb: 1.5, bgcolor: "primary.main", color: "secondary.light", fontFamily: "serif", fontSize: 28 }}
                >
                  {name.charAt(0)}
                </Avatar>
                <Typography variant="h3" sx={{ fontSize: "1.15rem" }}>
                  {name}
                </Typography>
                <Typography variant="body2" sx={{ color: "secondary.dark", fontWeight: 600, mb: 1 }}>
                  {t(`about.team.members.${member}.role`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {t(`about.team.members.${member}.bio`)}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      </Box>

      <Paper
        component="section"
        sx={{
          mt: { xs: 5, md: 7 },
          p: { xs: 3, md: 5 },
          textAlign: "center",
          color: "primary.contrastText",
          background: "linear-gradient(135deg, #3b2219 0%, #6b4334 100%)",
        }}
      >
        <Typography variant="h2" sx={{ color: "inherit", fontSize: { xs: "1.5rem", md: "2rem" } }}>
          {t("about.contact.title")}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, opacity: 0.9, maxWidth: 600, mx: "auto" }}>{t("about.contact.body")}</Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center" }}>
          <Button variant="contained" color="secondary" href={telHref(contactInfo.phone)} startIcon={<PhoneOutlinedIcon />}>
            {t("about.contact.call")}
          </Button>
          <Button variant="contained" color="secondary" href={mailtoHref(contactInfo.email)} startIcon={<EmailOutlinedIcon />}>
            {t("about.contact.email")}
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.shop.contact}
            endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
            sx={{ color: "inherit", borderColor: "currentColor" }}
          >
            {t("about.contact.page")}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

export default AboutPage;
