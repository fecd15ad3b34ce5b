/**
 * The Content Security Policy of the studio on the published site (dist/studio/): no
 * inline script at all (its data rides in JSON scripts, which do not run) and no eval;
 * one inline style, the layout shell, by its hash. It reaches further than a public page:
 * GitHub's API, where it reads and commits content, and the Supabase project, and it
 * frames its own preview (frame-src, and frame-ancestors 'self' where a public page has 'none').
 */
import type { SiteContent } from "../../src/content/site-content.ts";
import type { StudioSettings } from "../../src/content/site.ts";
import { mediaOrigins, policyText } from "../prerender/csp.ts";

export interface StudioPolicyInput {
  /** The built site's content: its pictures and videos, which the preview draws, set the media hosts. */
  content: SiteContent;
  /** site.yaml's `studio:`; without it the studio only says how to turn it on, and calls no API. */
  settings: StudioSettings | null;
  /** The configured Supabase project URL, if any. */
  supabaseUrl?: string | undefined;
  /** Hash sources of the inline styles the studio's pages carry. */
  inlineStyles: string[];
}

/** The policy for the studio's two pages; `forMeta` leaves out frame-ancestors, which a <meta> cannot set. */
export function studioContentSecurityPolicy(input: StudioPolicyInput, forMeta: boolean): string {
  const { images, media } = mediaOrigins(input.content);
  const api = input.settings ? [new URL(input.settings.apiUrl).origin] : [];
  // The project's REST and auth over HTTPS, and its Realtime (the inbox's new messages) over a
  // WebSocket on the same host, which an https: source does not cover.
  const supabase = input.supabaseUrl ? [new URL(input.supabaseUrl).origin, new URL(input.supabaseUrl).origin.replace(/^http/, "ws")] : [];
  // A picture or video an editor picks from their own disk shows in the form before it is committed.
  const local = ["data:", "blob:"];
  return policyText([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'", ...input.inlineStyles]],
    ["img-src", unique(["'self'", ...local, ...images])],
    ["media-src", unique(["'self'", ...local, ...media])],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...api, ...supabase]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ...(forMeta ? [] : ([["frame-ancestors", ["'self'"]]] as const)),
  ]);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
