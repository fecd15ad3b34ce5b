/**
 * What the preview draws: the page as the build would hand it to the browser,
 * defaults filled in by the same schemas. A section that does not pass yet
 * keeps its last good drawing, so the preview never blanks while someone types.
 */
import { sectionSchema, type Section } from "../blocks/schemas.ts";
import type { IconShape, RuntimePage } from "../content/site-content.ts";
import type { SiteLocale } from "../content/site-locales.ts";
import type { siteScope } from "./editing/field-paths.ts";
import type { BodyPlace } from "./preview/body-block.ts";
import { siteSchema, type Site } from "../content/site.ts";

/** Drawn in place of a new section until its fields pass. */
const incompleteSection = sectionSchema.parse({ type: "text", title: "This section is not complete yet", body: ["Fill in the fields marked in the form to see it here."] });

export interface PreviewCache {
  /** The last drawing of each section that passed, by slot. */
  sections: Map<string, Section>;
  /** What each slot held when last checked, as JSON: a keystroke re-checks one section, not all. */
  checked: Map<string, string>;
  site?: Site;
}

export function createPreviewCache(): PreviewCache {
  return { sections: new Map(), checked: new Map() };
}

export function previewSite(data: unknown, cache: PreviewCache): Site | undefined {
  const parsed = siteSchema.safeParse(data);
  if (parsed.success) cache.site = parsed.data;
  return cache.site;
}

export function previewPage(data: unknown, icons: Record<string, IconShape[]>, cache: PreviewCache, key: string): RuntimePage {
  const page = (data ?? {}) as { route?: unknown; title?: unknown; description?: unknown; sections?: unknown };
  const raw = Array.isArray(page.sections) ? page.sections : [];
  const sections: Section[] = [];
  raw.forEach((section, index) => {
    const slot = `${key}:${index}:${(section as { type?: unknown } | null)?.type}`;
    const json = JSON.stringify(section);
    if (cache.checked.get(slot) !== json) {
      const parsed = sectionSchema.safeParse(section);
      if (parsed.success) cache.sections.set(slot, parsed.data);
      cache.checked.set(slot, json);
    }
    const shown = cache.sections.get(slot);
    if (shown) sections.push(shown);
    else sections.push(incompleteSection);
  });
  return {
    route: typeof page.route === "string" ? page.route : "/",
    title: typeof page.title === "string" ? page.title : "",
    description: typeof page.description === "string" ? page.description : "",
    sections,
    icons,
  };
}

/** Messages between the studio and its preview frame. */
export type ToPreview = {
  type: "studio:render";
  site: Site;
  page: RuntimePage;
  selected: number | undefined;
  /** The page's language, when it is a translation: the frame's document takes its lang and dir. */
  locale?: SiteLocale;
};
/**
 * Sent by the studio once its own page is drawn, and again whenever the frame says it is
 * waiting: the frame then loads its code (preview/main.tsx), or, if it has, says it is ready.
 */
export type PreviewHello = { type: "studio:hello" };
/**
 * A field as the preview marks it (src/lib/field-mark.ts): `items.2.title` in section `index`,
 * or `navigation.links.0.label` in the site settings, whose header and footer the page shows.
 */
export interface MarkedField {
  /** The section, or the site settings for the header and footer. */
  index: number | typeof siteScope;
  field: string;
}
/**
 * `outline`: the field focused in the form, for the frame to outline (none: take the outline away).
 * `focus-element`: move the keyboard to the field's element in the preview (Escape in a field).
 */
export type ToPreviewField = { type: "studio:outline"; target: MarkedField | undefined } | { type: "studio:focus-element"; target: MarkedField };
/**
 * `waiting`: the frame has painted and waits for the studio's hello to load its code (preview/main.tsx).
 * `edit-field`: an element was clicked (or Enter pressed on it): select its section and focus its field.
 */
export type FromPreview =
  | { type: "studio:waiting" }
  | { type: "studio:ready" }
  | { type: "studio:select"; index: number }
  /** `block`: for an article's text, where in it the click landed (preview/body-block.ts). */
  | ({ type: "studio:edit-field"; block?: BodyPlace } & MarkedField);
