/** `tel:` link for a phone number as people write it: "+1 (212) 555-0147" → "tel:+12125550147". */
export function telHref(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/(?!^\+)[^\d]/g, "");
  return `tel:${digits}`;
}

export function mailtoHref(email: string | null | undefined): string {
  return `mailto:${(email ?? "").trim()}`;
}
