import { parseAuthConfig } from "../src/auth/config.ts";
import type { SiteContent } from "../src/content/site-content.ts";

/**
 * The build's one line on where contact-form messages go, so whoever deploys
 * sees at once whether visitors' messages reach the company.
 */
export function formDeliveryLine(content: SiteContent, env: Record<string, string | undefined>): string {
  const sending = content.pages.flatMap((page) => page.sections.filter((section) => section.type === "form" && section.send === "supabase").map(() => page.route));
  const url = parseAuthConfig(env)?.url;
  if (sending.length === 0) return "Contact form: local confirmation only (no form has send: supabase)";
  if (!url) return "Contact form: local confirmation only (no Supabase configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY)";
  return `Contact form: messages go to Supabase (${url}) from ${[...new Set(sending)].join(", ")}`;
}
