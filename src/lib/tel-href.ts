/** A tel: link for a phone number as people write it ("+44 20 7946 0000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
