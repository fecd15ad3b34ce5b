/**
 * An address typed for a link: the site's own pages are chosen from the list (so they
 * always exist), and a typed address is an https:// page, a mailto: address or a tel:
 * number. Anything else is refused in words saying what to write instead.
 */
import { allowedHref } from "../../../content/href-forms.ts";

export type AddressCheck = { ok: true; href: string } | { ok: false; reason: string };

export function checkTypedAddress(typed: string): AddressCheck {
  const href = typed.trim();
  if (href === "") return { ok: false, reason: "Choose a page of the site, or write an address starting with https://, mailto: or tel:." };
  if (/^http:\/\//i.test(href)) return { ok: false, reason: `"${href}" starts with http://. Write https:// so readers' browsers don't warn about an insecure page.` };
  if (/^www\./i.test(href)) return { ok: false, reason: `Web addresses need their beginning: did you mean "https://${href}"?` };
  if (href.startsWith("/") || href.startsWith("#")) return { ok: false, reason: "Links to the site's own pages are chosen from the list of pages and sections, so they always lead somewhere." };
  if (!/^(https:\/\/|mailto:|tel:)/i.test(href)) return { ok: false, reason: `"${href}" is not an address the site links to. Write one starting with https:// (a web page), mailto: (an email address) or tel: (a phone number).` };
  if (!allowedHref.test(href)) return { ok: false, reason: `"${href}" is not a whole address: check it has no spaces and, for a web page, a domain like example.com.` };
  return { ok: true, href };
}
