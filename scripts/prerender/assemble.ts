/**
 * Assemble, the second of the prerender's three steps (render → assemble → write): the
 * rendered pages, the content and what the browser's bundle holds become the text of
 * every file the prerender adds to dist/. Pure: no file is read or written here.
 */
import { posix } from "node:path";
import type { Page } from "../../src/content/page.ts";
import { hasPathDocument, homeRoute, notFoundRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { hostedStudioFolder } from "../../src/studio/hosted/page-data.ts";
import { localizedRoute, routeForms, unlocalizedRoute } from "../../src/lib/hash-route.ts";
import { publishedStyleTags } from "../../src/render/server-html.ts";
import { cssFontFiles } from "../html-refs.ts";
import { pageModuleName } from "../../src/content/page-files.ts";
import { staticSectionFiles } from "./static-sections.ts";
import type { ClientBundle } from "./client-bundle.ts";
import { contentSecurityPolicy, sha256Source, type PolicyInput } from "./csp.ts";
import { cspMetaTag, headTags, heroPoster, type ShareCard } from "./head.ts";
import { documentAddresses, securityHeaders } from "./headers.ts";
import { bootScriptTag, type BootScripts } from "./boot-scripts.ts";
import { facesIfCachedAttribute } from "../../src/boot/contract.ts";
import { arabicDocumentFonts, documentFonts, fontStylesheetNoscriptTag, type DocumentFonts } from "./fonts.ts";
import { hydrationLoaderTag } from "./hydrate-after-paint.ts";
import { pathDocument, pathDocumentFile, pathDocumentTag } from "./path-documents.ts";
import { notFoundDocument, otherLanguageNotFoundDocuments, pathRedirectTag, pathRoutes, siteBasePath } from "./path-urls.ts";
import type { RenderedSite } from "./render.ts";
import { otherLanguageRoutes, routePendingStyle, routeShellFile, routeShellTag, type RouteShell } from "./route-shell.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./search-engines.ts";
import { feedLinks, newsArticle, newsFeeds } from "./news-documents.ts";
import { cardAlt, cardFile, cardHeight, cardWidth, pageCard, siteCard } from "./share-cards.ts";
import { jsonLdTag, organization } from "./structured-data.ts";
import { documentLanguage } from "./languages.ts";
import { openGraphLocale } from "../../src/content/site-locales.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { fillSlots, rootElement } from "./template.ts";
import { searchFacts, withSearchFacts } from "./search-facts.ts";

export interface AssembleInput {
  /** index.html as written, with its slots (template.ts). */
  template: string;
  content: SiteContent;
  /** The content as the browser receives it: small hero pictures inlined (inline-media.ts). */
  shipped: SiteContent;
  rendered: RenderedSite;
  client: ClientBundle;
  /** The code that runs before the app, compiled from src/boot/ (boot-scripts.ts). */
  boot: BootScripts;
  /** The configured Supabase project URL, if any: the CSP lets the page reach it. */
  supabaseUrl?: string | undefined;
  /** The published studio's policy in header form (scripts/studio/hosted-policy.ts), for _headers. */
  studioPolicy: string;
}

/**
 * The scripts the documents carry inline, in one place: each boot script's tag, with the
 * data it reads in the tag's attributes.
 */
function inlineScripts(boot: BootScripts, content: SiteContent, routeFiles: Record<string, string>, client: ClientBundle, fonts: LoaderFonts) {
  return {
    /** A page's own document: moves the address to the hash form before anything else. */
    pathDocument: (route: string) => pathDocumentTag(boot.pathDocument, route),
    tags: {
      /** index.html: on a route other than home, fetches that route's file and puts it in place. */
      routeShell: routeShellTag(boot.routeShell, routeFiles, otherLanguageRoutes(content)),
      /** index.html: starts the app once the page has painted. */
      hydration: hydrationLoaderTag(boot.hydrationLoader, client.modules, client.routeModules, fonts),
      /** The not-found documents: sends a path that is a route to its hash address, and one under another language's prefix to its not-found document. */
      pathRedirect: pathRedirectTag(
        boot.pathRedirect,
        pathRoutes(content),
        siteBasePath(content.site),
        Object.fromEntries(otherLanguageNotFoundDocuments(content).map(({ locale, file }) => [locale.prefix, file])),
      ),
    },
  };
}

/** Languages written in the Arabic script, whose documents carry the Arabic faces. */
const usesArabicScript = (code: string) => ["ar", "fa", "ur"].includes(code);

/** Written where a document's policy goes, then replaced by the policy its own inline code needs. */
const policyPlaceholder = "<!--content-security-policy-->";
/** Code browsers run from a document's text; JSON-LD is data, which they never run and the policy does not govern. */
const inlineCode = (html: string, tag: "script" | "style") =>
  [...html.matchAll(new RegExp(`<${tag}\\b(?![^>]*type="application/ld\\+json")[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1]!);

/**
 * A document with its own policy: every inline script and style it carries allowed by its
 * hash, and `laterStyles`, those its code adds as text afterwards, and nothing else, so no
 * document allows another's code. Returns the document and the policy in header form.
 */
function withOwnPolicy(html: string, common: Omit<PolicyInput, "inlineScripts" | "inlineStyles">, laterStyles: readonly string[] = []): { html: string; header: string } {
  const policy: PolicyInput = {
    ...common,
    inlineScripts: [...new Set(inlineCode(html, "script").map(sha256Source))],
    inlineStyles: [...new Set([...inlineCode(html, "style"), ...laterStyles].map(sha256Source))],
  };
  return { html: html.replace(policyPlaceholder, cspMetaTag(contentSecurityPolicy(policy, true))), header: contentSecurityPolicy(policy, false) };
}

/**
 * The style tags of a page, as emotion expects to find them when the app takes over, after
 * `fontTags`: the font faces inline (the not-found documents), or documentFontTags'.
 */
function styleTags(fontTags: string[], page: PrerenderedPage, componentCss: string): string {
  return [...fontTags, ...publishedStyleTags(page, componentCss)].join("\n    ");
}

/**
 * A document's fonts (scripts/prerender/fonts.ts): the fallback faces inline; the web faces
 * off, with the boot script that turns them on when they are likely cached; and, for visitors
 * without JavaScript, the stylesheet the app adds for everyone else with the next page.
 */
function documentFontTags(fonts: DocumentFonts, boot: BootScripts): string[] {
  return [`<style>${fonts.fallback}</style>`, `<style media="not all" ${facesIfCachedAttribute}>${fonts.ifCached}</style>${bootScriptTag(boot.facesIfCached)}`, fontStylesheetNoscriptTag(fonts.stylesheet)];
}

type LoaderFonts = Parameters<typeof hydrationLoaderTag>[3];

/** What the hydration loader fetches after the paint (the core fonts) and what the app adds with the next page (the stylesheet that swaps the faces in). */
const loaderFonts = (fonts: DocumentFonts): LoaderFonts => ({ now: fonts.preloads, later: `./${fonts.stylesheet.file}` });

/** Every route but home: its page as HTML, and only the CSS home's style tag in index.html lacks. */
function routeShells(content: SiteContent, rendered: RenderedSite): Map<string, RouteShell> {
  const homeIds = new Set(rendered.home.components.ids);
  const shells = new Map<string, RouteShell>();
  for (const [route, page] of rendered.routes) {
    const ids = page.components.ids.filter((id) => !homeIds.has(id));
    const source = content.pages.find((candidate) => candidate.route === route)!;
    const { locale } = documentLanguage(source, content);
    shells.set(route, { title: source.title, ids: ids.join(" "), css: ids.map((id) => page.components.byId[id]).join(""), html: page.html, lang: locale.code, dir: locale.dir });
  }
  return shells;
}

const homeOf = (content: SiteContent): Page => content.pages.find((page) => page.route === homeRoute)!;

/** The files the prerender adds to dist/, by their path there. */
export function assembleSite({ template, content, shipped, rendered, client, boot, supabaseUrl, studioPolicy }: AssembleInput): Map<string, string> {
  const { site } = content;
  const home = homeOf(content);
  const fontCss = rendered.home.fontFaces.replace(/\s+/g, " ").trim();
  const englishFonts = documentFonts(rendered.home, rendered.coreFont);
  const stylesheet = englishFonts.stylesheet;
  const coreFont = posix.normalize(rendered.coreFont);
  // The server build names files by the same rules as the browser's; a font it names that the browser's build lacks would never load.
  const missing = [...new Set([coreFont, posix.normalize(rendered.arabicCoreFont), ...cssFontFiles(fontCss, "index.html")])].filter((file) => !client.files.has(file));
  if (missing.length > 0) throw new Error(`The rendered pages name ${missing.join(", ")}, which the browser's build did not write.`);

  const shells = routeShells(content, rendered);
  const shellTexts = new Map([...shells].map(([route, shell]) => [route, JSON.stringify(shell)]));
  const shellFiles = new Map([...shellTexts].map(([route, text]) => [route, routeShellFile(route, text)]));
  // index.html lists the modules of the site's pages, for a visit at their hash address; a news
  // page's are left out, so it does not grow with the number of entries (a news page's hash
  // address draws it once the app runs). A page's own document is only ever at its own route
  // (path-document.ts moves any hash into the section), so it lists that route's modules alone.
  const collectionRoutes = new Set(content.pages.filter((page) => page.counterpart).map((page) => page.route));
  const sharedRouteModules = Object.fromEntries(Object.entries(client.routeModules).filter(([route]) => !collectionRoutes.has(route)));
  const routeModulesOf = (route: string) => (client.routeModules[route] ? { [route]: client.routeModules[route] } : {});
  const shared = { ...client, routeModules: sharedRouteModules };
  const scripts = inlineScripts(boot, content, Object.fromEntries([...shellFiles].map(([route, file]) => [route, `./${file}`])), shared, loaderFonts(englishFonts));

  const common = { content: shipped, supabaseUrl };
  // Emotion adds rules through the CSSOM to style elements it creates empty; the empty text needs its hash too.
  const appStyles = [""];
  // What a shared link of home shows: site.yaml's picture, or the card the build draws.
  const siteShareCard: ShareCard = site.brand.shareImage
    ? { src: site.brand.shareImage, alt: site.brand.name }
    : { src: `/${cardFile("site")}`, width: cardWidth, height: cardHeight, alt: cardAlt(site, siteCard(site, home)) };
  const pageHead = (page: LocalizedPage, shareCard: ShareCard) => {
    const language = documentLanguage(page, content);
    const company = unlocalizedRoute(page.route, language.locale.prefix) === homeRoute ? organization(language.site) : undefined;
    return [
      headTags({
        site: language.site,
        page,
        url: routeForms(page.route, site.brand.url).url,
        shareCard,
        posterInlined: heroPoster(shipped.pages.find((candidate) => candidate.route === page.route)!)?.startsWith("data:") === true,
        ogLocale: openGraphLocale(language.locale),
        otherLocales: language.otherLocales,
        alternates: language.alternates,
        canonicalUrl: language.canonicalUrl,
        noindex: language.noindex,
      }),
      // Home's document in each language says who the company is, in that language.
      ...(company ? [jsonLdTag(company)] : []),
      ...feedLinks(page, page.title),
      ...[newsArticle(page, language.site, language.locale)].flatMap((article) => (article ? [jsonLdTag(article)] : [])),
    ].join("\n    ");
  };

  const files = new Map<string, string>();
  const policies: { path: string; csp: string }[] = [];
  const addDocument = (path: string, html: string, laterStyles: readonly string[]) => {
    const document = withOwnPolicy(html, common, laterStyles);
    files.set(path, document.html);
    for (const address of documentAddresses(path)) policies.push({ path: address, csp: document.header });
  };
  // index.html: the route shell adds another route's CSS as a style tag's text.
  addDocument(
    "index.html",
    fillSlots(template, {
      "app-head": [
        policyPlaceholder,
        pageHead(home, siteShareCard),
        scripts.tags.routeShell,
        `<style>${routePendingStyle}</style>`,
        styleTags(documentFontTags(englishFonts, boot), rendered.home, rendered.home.components.css),
      ].join("\n    "),
      "app-entry": scripts.tags.hydration,
      "app-root": rootElement(withSearchFacts(rendered.home.html, searchFacts(home, site))),
    }),
    [...[...shells.values()].map((shell) => shell.css), ...appStyles],
  );
  // Every other public page as a document at its path, with the card the build drew for it.
  for (const [route, page] of rendered.routes) {
    if (!hasPathDocument(route)) continue;
    if (pathDocumentFile(route).startsWith(`${hostedStudioFolder}/`)) throw new Error(`The page with route "${route}" would be written over the studio's pages in dist/${hostedStudioFolder}/: give it another route.`);
    const source = content.pages.find((candidate) => candidate.route === route)!;
    const language = documentLanguage(source, content);
    // Arabic documents paint in a local Arabic fallback and get Noto Sans Arabic with the next page; English ones never name it.
    const arabic = usesArabicScript(language.locale.code) ? arabicDocumentFonts(page, rendered.coreFont, rendered.arabicCoreFont) : undefined;
    if (arabic) files.set(arabic.stylesheet.file, arabic.stylesheet.text);
    const card: ShareCard = { src: `/${cardFile(pageModuleName(route))}`, width: cardWidth, height: cardHeight, alt: cardAlt(language.site, pageCard(language.site, source)) };
    addDocument(
      pathDocumentFile(route),
      pathDocument({
        language: language.locale,
        template,
        route,
        cspTag: policyPlaceholder,
        bootTag: scripts.pathDocument(route),
        headTags: pageHead(source, card),
        styleTags: styleTags(documentFontTags(arabic ?? englishFonts, boot), page, page.components.css),
        entryTag: hydrationLoaderTag(boot.hydrationLoader, client.modules, routeModulesOf(route), loaderFonts(arabic ?? englishFonts)),
        html: withSearchFacts(page.html, searchFacts(source, language.site)),
      }),
      appStyles,
    );
  }
  for (const [route, text] of shellTexts) files.set(shellFiles.get(route)!, text);
  files.set(stylesheet.file, stylesheet.text);
  const notFoundPage = content.pages.find((page) => page.route === notFoundRoute);
  addDocument(
    "404.html",
    notFoundDocument({
      template,
      basePath: siteBasePath(site),
      cspTag: policyPlaceholder,
      redirectTag: scripts.tags.pathRedirect,
      title: notFoundPage?.title ?? "Page not found",
      styleTags: styleTags([`<style>${fontCss}</style>`], rendered.notFound, rendered.notFound.components.css),
      html: rendered.notFound.html,
    }),
    [],
  );
  // Each other language's not-found page, as a document of its own: its words, direction and fonts, set inline as 404.html's are.
  for (const { locale, file } of otherLanguageNotFoundDocuments(content)) {
    const page = rendered.notFoundIn.get(locale.prefix);
    // The path redirect names this document: without it, a path under the prefix would get the English page after all.
    if (!page) throw new Error(`The render step drew no not-found page for ${locale.prefix}, whose document ${file} the path redirect names.`);
    const source = content.pages.find((candidate) => candidate.route === localizedRoute(notFoundRoute, locale.prefix));
    const faces = usesArabicScript(locale.code) ? `${fontCss} ${page.arabicFirstPaint} ${page.arabicFaces}`.replace(/\s+/g, " ").trim() : fontCss;
    addDocument(
      file,
      notFoundDocument({
        template,
        language: locale,
        basePath: siteBasePath(site),
        cspTag: policyPlaceholder,
        redirectTag: scripts.tags.pathRedirect,
        title: source?.title ?? notFoundPage?.title ?? "Page not found",
        styleTags: styleTags([`<style>${faces}</style>`], page, page.components.css),
        html: page.html,
      }),
      [],
    );
  }
  for (const [path, text] of staticSectionFiles(rendered, content)) files.set(path, text);
  files.set("_headers", securityHeaders({ site: policies, studio: studioPolicy }));
  files.set("robots.txt", robotsTxt(content));
  for (const [path, text] of newsFeeds(content)) files.set(path, text);
  const sitemap = sitemapEntries(content);
  if (sitemap.length > 0) files.set("sitemap.xml", sitemapXml(sitemap));
  return files;
}
