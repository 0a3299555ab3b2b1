/** `tel:` link of a phone number as typed in the settings ("0901 234 567" → "tel:0901234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Links from the settings are only followed when they are http(s) URLs. */
export function safeLink(link: string): string | null {
  return /^https?:\/\//i.test(link.trim()) ? link.trim() : null;
}
