/**
 * The two documents of the studio on the published site, as text (pure: the build hands
 * in what it built): `studio/index.html`, the editor, and `studio/preview.html`, the frame
 * that draws the page being edited. Neither is for search engines or carries inline script.
 */
import { hostedCatalogueElementId, hostedConfigElementId, hostedStudioFolder, type HostedCatalogue, type HostedConfig } from "../../src/studio/hosted/page-data.ts";
import { previewPaneHtml, shellCss } from "../../src/studio/shell.ts";
import { escapeMarkup, jsonScript } from "../escape-markup.ts";
import { cspMetaTag } from "../prerender/head.ts";

/** What one page loads of the studio's build, as paths below the studio's folder ("assets/studio-….js"). */
export interface StudioEntry {
  script: string;
  /** The chunks the script imports statically, fetched side by side with it. */
  preloads: string[];
  stylesheets: string[];
}

interface PageInput {
  brand: string;
  /** The policy for the <meta> (studioContentSecurityPolicy with forMeta). */
  policy: string;
  /** The site's @font-face rules, their files addressed from this page. */
  fontFaces: string;
  entry: StudioEntry;
}

export interface StudioPageInput extends PageInput {
  config: HostedConfig;
  catalogue: HostedCatalogue;
}

/** The tags that load an entry, each address prefixed with `folder` (how the page reaches the studio's folder). */
function entryTags({ script, preloads, stylesheets }: StudioEntry, folder: string): string[] {
  const url = (file: string) => escapeMarkup(`${folder}${file}`);
  return [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="${url(file)}" />`),
    ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}" />`),
    `<script type="module" src="${url(script)}"></script>`,
  ];
}

function documentText(head: string[], body: string[]): string {
  return `<!doctype html>\n<html lang="en">\n  <head>\n    ${head.join("\n    ")}\n  </head>\n  <body>\n    ${body.join("\n    ")}\n  </body>\n</html>\n`;
}

/** `siteRoot`: the way from the page to the site's root, for the site's icon. */
function commonHead({ brand, policy, fontFaces }: PageInput, title: string, siteRoot: string): string[] {
  return [
    `<meta charset="UTF-8" />`,
    cspMetaTag(policy),
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<meta name="robots" content="noindex" />`,
    // The address of a page being edited, or a sign-in's, is nobody else's business.
    `<meta name="referrer" content="no-referrer" />`,
    `<title>${escapeMarkup(`${brand} ${title}`)}</title>`,
    `<link rel="icon" href="${siteRoot}favicon.svg" type="image/svg+xml" />`,
    `<style>${fontFaces}</style>`,
  ];
}

/** studio/index.html: the layout shell and the preview pane before any code runs (shell.ts), and the build's data as JSON. */
export function studioPage(input: StudioPageInput): string {
  const { entry, config, catalogue } = input;
  return documentText(
    [...commonHead(input, "Studio", "../"), `<style>${shellCss}</style>`, ...entryTags(entry, "./")],
    [`<div id="studio"></div>`, previewPaneHtml, jsonScript(hostedConfigElementId, config), jsonScript(hostedCatalogueElementId, catalogue)],
  );
}

/**
 * studio/preview.html. `<base href="../">` comes first: the site's blocks write their media
 * relative to the document (`./media/hero.jpg`), and in the frame that must reach the site's
 * own /media/ as on a public page. So the studio's own files are addressed from there too.
 */
export function previewPage(input: PageInput): string {
  return documentText([`<base href="../" />`, ...commonHead(input, "Studio preview", ""), ...entryTags(input.entry, `${hostedStudioFolder}/`)], [`<div id="root"></div>`]);
}
