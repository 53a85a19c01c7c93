import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactMessageRequest, type ContactSubject } from "@contracts";
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { DirectionalIcon, LTR_INPUT, LTR_INPUT_SX, OutlinedField, OutlinedSelect } from "@/shared/ui";
import { sendContactMessage } from "../api/contactApi";

type Draft = { name: string; email: string; subject: ContactSubject | ""; message: string };
const EMPTY: Draft = { name: "", email: "", subject: "", message: "" };

/** Name, Email, Subject (the six subjects), Message and "Send message" (spec 2, 8). */
export function ContactForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: ContactMessageRequest) => sendContactMessage(body),
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("contact.form.failure")) })) },
  });

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    // The browser checked what it can (required, email, lengths); the server's schema trims and checks
    // the rest, and its field errors show under the fields. No zod here: it would join the contact
    // page's first load only to trim what the server trims anyway.
    send.mutate(
      { ...draft, subject: draft.subject as ContactSubject },
      {
        onSuccess: () => {
          toast({ title: t("contact.form.success") });
          setDraft(EMPTY);
          setErrors({});
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
        },
      },
    );
  };

  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
    disabled: send.isPending,
  });

  return (
    <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <OutlinedField label={t("contact.form.name")} autoComplete="name" {...field("name")} htmlInput={{ maxLength: CONTACT_LIMITS.name }} />
      <OutlinedField
        label={t("contact.form.email")}
        type="email"
        autoComplete="email"
        {...field("email")}
        sx={LTR_INPUT_SX}
        htmlInput={{ maxLength: CONTACT_LIMITS.email, ...LTR_INPUT }}
      />
      <OutlinedSelect
        label={t("contact.form.subject")}
        {...field("subject")}
        options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) }))}
        sx={{ gridColumn: { sm: "1 / -1" } }}
      />
      <OutlinedField
        label={t("contact.form.message")}
        multiline
        minRows={5}
        {...field("message")}
        htmlInput={{ maxLength: CONTACT_LIMITS.message }}
        sx={{ gridColumn: { sm: "1 / -1" } }}
      />
      <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={send.isPending}
          loadingPosition="start"
          startIcon={<DirectionalIcon icon={SendIcon} />}
        >
          {send.isPending ? t("contact.form.sending") : t("contact.form.send")}
        </Button>
      </Box>
    </Box>
  );
}
