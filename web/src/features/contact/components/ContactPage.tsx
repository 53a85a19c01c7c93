import AccessTimeIcon from "@mui/icons-material/AccessTime";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useShopSettings } from "@/shared/settings";
import { mailtoHref, telHref } from "@/shared/lib/contactLinks";
import { PageHeading } from "@/shared/ui";
import { ContactForm } from "./ContactForm";

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
      <Box aria-hidden sx={{ color: "secondary.dark", mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** `/shop/contact`: phone, email, hours and address, and the message form. */
export function ContactPage() {
  const { t } = useTranslation();
  const { contactInfo } = useShopSettings();
  return (
    <>
      <PageHeading title={t("pages.contact.title")} subtitle={t("contact.subtitle")} />
      <Box sx={{ display: "grid", gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: "1fr", md: "340px minmax(0, 1fr)" }, alignItems: "start" }}>
        <Paper variant="outlined" component="section" aria-labelledby="contact-info-title" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography id="contact-info-title" variant="h5" component="h2" sx={{ mb: 2.5 }}>
            {t("contact.info.title")}
          </Typography>
          <Stack spacing={2.5}>
            <InfoRow icon={<PhoneOutlinedIcon />} label={t("contact.info.phone")}>
              <Link href={telHref(contactInfo.phone)} dir="ltr" sx={{ unicodeBidi: "isolate" }}>
                {contactInfo.phone}
              </Link>
            </InfoRow>
            <InfoRow icon={<EmailOutlinedIcon />} label={t("contact.info.email")}>
              <Link href={mailtoHref(contactInfo.email)}>{contactInfo.email}</Link>
            </InfoRow>
            <InfoRow icon={<AccessTimeIcon />} label={t("contact.info.hours")}>
              {t("contact.info.hoursValue")}
            </InfoRow>
            <InfoRow icon={<PlaceOutlinedIcon />} label={t("contact.info.address")}>
              <bdi>{contactInfo.address}</bdi>
            </InfoRow>
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="contact-form-title" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
            {t("contact.form.title")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t("contact.form.intro")}
          </Typography>
          <ContactForm />
        </Paper>
      </Box>
    </>
  );
}

export default ContactPage;
