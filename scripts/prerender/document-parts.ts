/**
 * The parts every prerendered document is assembled from (assemble.ts): its inline scripts
 * and styles, each allowed by its own policy, its fonts, and a page's route file.
 */
import { homeRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { publishedStyles } from "../../src/render/server-html.ts";
import type { ClientBundle } from "./client-bundle.ts";
import { contentSecurityPolicy, sha256Source, type PolicyInput } from "./csp.ts";
import type { DocumentCode } from "./inline-code.ts";
import { cspMetaTag } from "./head.ts";
import { minifyCss } from "./minify-css.ts";
import { bootScriptTag, type BootScripts } from "./boot-scripts.ts";
import { facesIfCachedAttribute } from "../../src/boot/contract.ts";
import { fontStylesheetNoscriptTag, type DocumentFonts } from "./fonts.ts";
import { hydrationLoaderTag } from "./hydrate-after-paint.ts";
import { pathDocumentTag } from "./path-documents.ts";
import { otherLanguageNotFoundDocuments, pathRedirectTag, siteBasePath } from "./path-urls.ts";
import { cssRules, otherLanguagePrefixes, routeShellTag, type RouteShell } from "./route-shell.ts";
import { documentLanguage } from "./languages.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";

/**
 * The scripts the documents carry inline, in one place: each boot script's tag, with the
 * data it reads in the tag's attributes.
 */
export function inlineScripts(boot: BootScripts, content: SiteContent, client: ClientBundle, fonts: LoaderFonts) {
  return {
    /** A page's own document: moves the address to the hash form before anything else. */
    pathDocument: (route: string) => pathDocumentTag(boot.pathDocument, route),
    tags: {
      /** index.html: on a route other than home, fetches that route's file and puts it in place. */
      routeShell: routeShellTag(boot.routeShell, otherLanguagePrefixes(content)),
      /** index.html: starts the app once the page has painted, with home's own modules (any other route's data is fetched by its address). */
      hydration: hydrationLoaderTag(boot.hydrationLoader, client.modules, routeModulesOf(client, homeRoute), fonts),
      /** The not-found documents: sends a path that is a route to its hash address, and one under another language's prefix to its not-found document. */
      pathRedirect: pathRedirectTag(boot.pathRedirect, siteBasePath(content.site), Object.fromEntries(otherLanguageNotFoundDocuments(content).map(({ locale, file }) => [locale.prefix, file]))),
    },
  };
}

/** Languages written in the Arabic script, whose documents carry the Arabic faces. */
export const usesArabicScript = (code: string) => ["ar", "fa", "ur"].includes(code);

/** Written where a document's policy goes, then replaced by the policy its own inline code needs. */
export const policyPlaceholder = "<!--content-security-policy-->";

/**
 * A document with its own policy in its <meta>: every inline script and style written into it
 * through `code` allowed by its hash, and `laterStyles`, those its code adds as text afterwards,
 * and nothing else, so no document allows another's code. JSON-LD is data, which browsers never
 * run and the policy does not govern: it is not written through `code`. Returns the document
 * and its scripts' hashes: the boot scripts, the same text in every document of a kind,
 * whatever the content.
 */
export function withOwnPolicy(html: string, code: DocumentCode, common: Omit<PolicyInput, "inlineScripts" | "inlineStyles">, laterStyles: readonly string[] = []): { html: string; scripts: string[] } {
  const written = code.hashes();
  const policy: PolicyInput = {
    ...common,
    inlineScripts: written.inlineScripts,
    inlineStyles: [...new Set([...written.inlineStyles, ...laterStyles.map(sha256Source)])],
  };
  return {
    html: html.replace(policyPlaceholder, cspMetaTag(contentSecurityPolicy(policy, true))),
    scripts: policy.inlineScripts,
  };
}

/**
 * The policy every public document gets from its host, in header form: the same for every
 * document, so one rule serves a whole kind of document and _headers does not grow with the
 * pages. It allows the boot scripts by hash (the same few in every build) and inline styles,
 * which differ with each page; each document's <meta> policy, enforced beside it, allows
 * only its own styles by hash, so together they allow what each document's own policy did.
 */
export function sharedDocumentPolicy(common: Omit<PolicyInput, "inlineScripts" | "inlineStyles">, scripts: Iterable<string>): string {
  return contentSecurityPolicy(
    {
      ...common,
      inlineScripts: [...new Set(scripts)].sort(),
      inlineStyles: ["'unsafe-inline'"],
    },
    false,
  );
}

/** A route's modules beside the app's (route-modules.ts), for its own document's loader. */
export const routeModulesOf = (client: ClientBundle, route: string) => (client.routeModules[route] ? { [route]: client.routeModules[route] } : {});

/**
 * The style tags of a page, as emotion expects to find them when the app takes over, after
 * `fontTags`: the font faces inline (the not-found documents), or documentFontTags'.
 */
export function styleTags(code: DocumentCode, fontTags: string[], page: PrerenderedPage, componentCss: string): string {
  return [...fontTags, ...publishedStyles(page, minifyCss(componentCss)).map(({ attributes, text }) => code.style(text, attributes))].join("\n    ");
}

/**
 * A document's fonts (scripts/prerender/fonts.ts): the fallback faces inline; the web faces
 * off, with the boot script that turns them on when they are likely cached; and, for visitors
 * without JavaScript, the stylesheet the app adds for everyone else with the next page.
 * `beforeFaces`: more CSS for the fallback faces' element (index.html's route-pending rule),
 * one element and one hash in the document's policy rather than two.
 */
export function documentFontTags(code: DocumentCode, fonts: DocumentFonts, boot: BootScripts, beforeFaces = ""): string[] {
  return [code.style(`${beforeFaces}${fonts.fallback}`), `${code.style(fonts.ifCached, ` media="not all" ${facesIfCachedAttribute}`)}${code.script(bootScriptTag(boot.facesIfCached))}`, fontStylesheetNoscriptTag(fonts.stylesheet)];
}

export type LoaderFonts = Parameters<typeof hydrationLoaderTag>[3];

/** What the hydration loader fetches after the paint (the core fonts) and what the app adds with the next page (the stylesheet that swaps the faces in). */
export const loaderFonts = (fonts: DocumentFonts): LoaderFonts => ({
  now: fonts.preloads,
  later: `./${fonts.stylesheet.file}`,
});


/** A page's route file: its page as HTML, and only the CSS home's style tag in index.html lacks. */
export function routeShell(content: SiteContent, source: LocalizedPage, page: PrerenderedPage, homeIds: ReadonlySet<string>): RouteShell {
  const ids = page.components.ids.filter((id) => !homeIds.has(id));
  const { locale } = documentLanguage(source, content);
  return {
    title: source.title,
    ids: ids.join(" "),
    rules: cssRules(ids.map((id) => page.components.byId[id]).join("")),
    html: page.html,
    lang: locale.code,
    dir: locale.dir,
  };
}

