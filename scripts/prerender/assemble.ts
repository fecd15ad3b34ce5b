/**
 * Assemble, the second of the prerender's three steps (render → assemble → write): the
 * rendered pages, the content and what the browser's bundle holds become the text of
 * every file the prerender adds to dist/, a page at a time (siteAssembler), so the build
 * writes each page's files and lets them go before drawing the next. Pure: no file is read
 * or written here.
 */
import { posix } from "node:path";
import type { Page } from "../../src/content/page.ts";
import { hasPathDocument, hasPrerenderedRouteFile, homeRoute, notFoundRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { hostedStudioFolder } from "../../src/studio/hosted/page-data.ts";
import { localizedRoute, routeForms, unlocalizedRoute } from "../../src/lib/hash-route.ts";
import { cssFontFiles } from "../html-refs.ts";
import { pageModuleName, routeShellFile } from "../../src/content/page-files.ts";
import { pageFiles } from "./static-sections.ts";
import { documentFontTags, inlineScripts, loaderFonts, policyPlaceholder, routeModulesOf, routeShell, sharedDocumentPolicy, styleTags, usesArabicScript, withOwnPolicy } from "./document-parts.ts";
import type { ClientBundle } from "./client-bundle.ts";
import { documentCode, type DocumentCode } from "./inline-code.ts";
import { headTags, heroPoster, type ShareCard } from "./head.ts";
import { documentRulePaths, securityHeaders } from "./headers.ts";
import { type BootScripts } from "./boot-scripts.ts";
import { arabicDocumentFonts, documentFonts } from "./fonts.ts";
import { hydrationLoaderTag } from "./hydrate-after-paint.ts";
import { pathDocument, pathDocumentFile } from "./path-documents.ts";
import { notFoundDocument, notFoundPageStyle, otherLanguageNotFoundDocuments, siteBasePath } from "./path-urls.ts";
import type { RenderedFrame, RenderedSite } from "./render.ts";
import { routePendingStyle } from "./route-shell.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./search-engines.ts";
import { collectionDocuments, entryStructuredData, feedLinks } from "./collection-documents.ts";
import { cardAlt, cardFile, cardHeight, cardWidth, cardRoute, pageCard, siteCard } from "./share-cards.ts";
import { jsonLdTag, organization } from "./structured-data.ts";
import { documentLanguage } from "./languages.ts";
import { openGraphLocale } from "../../src/content/site-locales.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { fillSlots, rootElement } from "./template.ts";
import { searchFacts, withSearchFacts } from "./search-facts.ts";

export interface AssemblerInput {
  /** index.html as written, with its slots (template.ts). */
  template: string;
  content: SiteContent;
  /** The content as the browser receives it: small hero pictures inlined (inline-media.ts). */
  shipped: SiteContent;
  /** The content as the published site's browser bundle holds it (scripts/content/vite-plugin.ts): each page's data file is written from it. */
  browser: SiteContent;
  /** Home and the not-found pages: every other page is handed over one at a time. */
  rendered: RenderedFrame;
  client: ClientBundle;
  /** The code that runs before the app, compiled from src/boot/ (boot-scripts.ts). */
  boot: BootScripts;
  /** The configured Supabase project URL, if any: the CSP lets the page reach it. */
  supabaseUrl?: string | undefined;
  /** The published studio's policy in header form (scripts/studio/hosted-policy.ts), for _headers. */
  studioPolicy: string;
  /** The entries shared with a picture of their own (entry-cards.ts), by route: no card is drawn for them. */
  entryCards?: ReadonlyMap<string, ShareCard> | undefined;
}

const homeOf = (content: SiteContent): Page => content.pages.find((page) => page.route === homeRoute)!;

type Files = [string, string][];

export interface SiteAssembler {
  /** index.html, first. */
  home(): Files;
  /** The files of the page at `route`, drawn as `page`: its document, its route file, its data file. */
  route(route: string, page: PrerenderedPage): Files;
  /** What comes once every page is done: the not-found documents, the other pages' data files, _headers, feeds, sitemap. */
  finish(): Files;
}

/** The files the prerender adds to dist/, by their path there, page by page (SiteAssembler). */
export function siteAssembler({ template, content, shipped, browser, rendered, client, boot, supabaseUrl, studioPolicy, entryCards = new Map() }: AssemblerInput): SiteAssembler {
  const { site } = content;
  const home = homeOf(content);
  // Looked up by route for each document, never by walking every page for each page.
  const pages = new Map(content.pages.map((page) => [page.route, page]));
  const shippedPages = new Map(shipped.pages.map((page) => [page.route, page]));
  const fontCss = rendered.home.fontFaces.replace(/\s+/g, " ").trim();
  const englishFonts = documentFonts(rendered.home, rendered.coreFont);
  const stylesheet = englishFonts.stylesheet;
  const coreFont = posix.normalize(rendered.coreFont);
  // The server build names files by the same rules as the browser's; a font it names that the browser's build lacks would never load.
  const missing = [...new Set([coreFont, posix.normalize(rendered.arabicCoreFont), ...cssFontFiles(fontCss, "index.html")])].filter((file) => !client.files.has(file));
  if (missing.length > 0) throw new Error(`The rendered pages name ${missing.join(", ")}, which the browser's build did not write.`);

  // No document lists other routes' files: each route's are at addresses it gives (page-files.ts).
  // A page's own document is only ever at its own route (path-document.ts moves any hash into
  // the section), so it lists that route's modules alone; index.html lists home's.
  const scripts = inlineScripts(boot, content, client, loaderFonts(englishFonts));

  const common = { content: shipped, supabaseUrl };
  // Emotion adds rules through the CSSOM to style elements it creates empty; the empty text needs its hash too.
  const appStyles = [""];
  // What a shared link of home shows: site.yaml's picture, or the card the build draws.
  const siteShareCard: ShareCard = site.brand.shareImage
    ? { src: site.brand.shareImage, alt: site.brand.name }
    : {
        src: `/${cardFile("site")}`,
        width: cardWidth,
        height: cardHeight,
        alt: cardAlt(site, siteCard(site, home)),
      };
  const pageHead = (page: LocalizedPage, shareCard: ShareCard) => {
    const language = documentLanguage(page, content);
    const company = unlocalizedRoute(page.route, language.locale.prefix) === homeRoute ? organization(language.site) : undefined;
    return [
      headTags({
        site: language.site,
        page,
        url: routeForms(page.route, site.brand.url).url,
        shareCard,
        posterInlined: heroPoster(shippedPages.get(page.route)!)?.startsWith("data:") === true,
        ogLocale: openGraphLocale(language.locale),
        otherLocales: language.otherLocales,
        alternates: language.alternates,
        canonicalUrl: language.canonicalUrl,
        noindex: language.noindex,
      }),
      // Home's document in each language says who the company is, in that language.
      ...(company ? [jsonLdTag(company)] : []),
      ...feedLinks(page, page.title),
      ...[entryStructuredData(page, content, language.site, language.locale)].flatMap((data) => (data ? [jsonLdTag(data)] : [])),
    ].join("\n    ");
  };

  const documentPaths: string[] = [];
  const documentScripts = new Set<string>();
  /** A document written by `write`, whose every inline script and style goes through the code it is handed. */
  const documentFile = (path: string, write: (code: DocumentCode) => string, laterStyles: readonly string[]): [string, string] => {
    const code = documentCode();
    const document = withOwnPolicy(write(code), code, common, laterStyles);
    documentPaths.push(path);
    for (const script of document.scripts) documentScripts.add(script);
    return [path, document.html];
  };
  const homeIds = new Set(rendered.home.components.ids);
  const browserPages = new Map(browser.pages.map((page) => [page.route, page]));
  /** The pages whose data file is written, as each is drawn: the others' come at the end. */
  const dataWritten = new Set<string>();
  const arabicStylesheets = new Set<string>();

  // index.html: the route shell inserts another route's CSS as rules into an empty style tag (contract.ts RouteShell).
  const homeDocument = () =>
    documentFile(
      "index.html",
      (code) =>
        fillSlots(template, {
          "app-head": [
            policyPlaceholder,
            pageHead(home, siteShareCard),
            code.script(scripts.tags.routeShell),
            styleTags(code, documentFontTags(code, englishFonts, boot, routePendingStyle), rendered.home, rendered.home.components.css),
          ].join("\n    "),
          "app-entry": code.script(scripts.tags.hydration),
          "app-root": rootElement(withSearchFacts(rendered.home.html, searchFacts(home, site, content))),
        }),
      appStyles,
    );
  // Every other public page as a document at its path, with the card the build drew for it.
  const pathDocumentFiles = (route: string, page: PrerenderedPage): Files => {
    if (!hasPathDocument(route)) return [];
    if (pathDocumentFile(route).startsWith(`${hostedStudioFolder}/`)) throw new Error(`The page with route "${route}" would be written over the studio's pages in dist/${hostedStudioFolder}/: give it another route.`);
    const source = pages.get(route)!;
    const language = documentLanguage(source, content);
    // Arabic documents paint in a local Arabic fallback and get Noto Sans Arabic with the next page; English ones never name it.
    const arabic = usesArabicScript(language.locale.code) ? arabicDocumentFonts(page, rendered.coreFont, rendered.arabicCoreFont) : undefined;
    const files: Files = [];
    // The Arabic stylesheet names the same font files for every page: written once.
    if (arabic && !arabicStylesheets.has(arabic.stylesheet.file)) {
      arabicStylesheets.add(arabic.stylesheet.file);
      files.push([arabic.stylesheet.file, arabic.stylesheet.text]);
    }
    const sharedWith = pages.get(cardRoute(source)) ?? source;
    const card: ShareCard = entryCards.get(route) ?? { src: `/${cardFile(pageModuleName(sharedWith.route))}`, width: cardWidth, height: cardHeight, alt: cardAlt(language.site, pageCard(language.site, sharedWith)) };
    files.push(
      documentFile(
        pathDocumentFile(route),
        (code) =>
          pathDocument({
            language: language.locale,
            template,
            route,
            cspTag: policyPlaceholder,
            bootTag: code.script(scripts.pathDocument(route)),
            headTags: pageHead(source, card),
            styleTags: styleTags(code, documentFontTags(code, arabic ?? englishFonts, boot), page, page.components.css),
            entryTag: code.script(hydrationLoaderTag(boot.hydrationLoader, client.modules, routeModulesOf(client, route), loaderFonts(arabic ?? englishFonts))),
            html: withSearchFacts(page.html, searchFacts(source, language.site, content)),
          }),
        appStyles,
      ),
    );
    return files;
  };
  const notFoundFiles = (): Files => {
    const files: Files = [];
    const notFoundPage = content.pages.find((page) => page.route === notFoundRoute);
    files.push(
      documentFile(
        "404.html",
        (code) =>
          notFoundDocument({
            template,
            basePath: siteBasePath(site),
            cspTag: policyPlaceholder,
            redirectTag: code.script(scripts.tags.pathRedirect),
            title: notFoundPage?.title ?? "Page not found",
            styleTags: [styleTags(code, [code.style(fontCss)], rendered.notFound, rendered.notFound.components.css), code.style(notFoundPageStyle)].join("\n    "),
            html: rendered.notFound.html,
          }),
        [],
      ),
    );
    // Each other language's not-found page, as a document of its own: its words, direction and fonts, set inline as 404.html's are.
    for (const { locale, file } of otherLanguageNotFoundDocuments(content)) {
      const page = rendered.notFoundIn.get(locale.prefix);
      // The path redirect names this document: without it, a path under the prefix would get the English page after all.
      if (!page) throw new Error(`The render step drew no not-found page for ${locale.prefix}, whose document ${file} the path redirect names.`);
      const source = content.pages.find((candidate) => candidate.route === localizedRoute(notFoundRoute, locale.prefix));
      const faces = usesArabicScript(locale.code) ? `${fontCss} ${page.arabicFirstPaint} ${page.arabicFaces}`.replace(/\s+/g, " ").trim() : fontCss;
      files.push(
        documentFile(
          file,
          (code) =>
            notFoundDocument({
              template,
              language: locale,
              basePath: siteBasePath(site),
              cspTag: policyPlaceholder,
              redirectTag: code.script(scripts.tags.pathRedirect),
              title: source?.title ?? notFoundPage?.title ?? "Page not found",
              styleTags: [styleTags(code, [code.style(faces)], page, page.components.css), code.style(notFoundPageStyle)].join("\n    "),
              html: page.html,
            }),
          [],
        ),
      );
    }
    return files;
  };
  /** The data files of the pages no route drew (home, the not-found pages, those without a document), from the frame's pages. */
  const remainingDataFiles = (): Files => {
    const drawn = new Map<string, PrerenderedPage>([
      [homeRoute, rendered.home],
      [notFoundRoute, rendered.notFound],
    ]);
    for (const [prefix, page] of rendered.notFoundIn) drawn.set(localizedRoute(notFoundRoute, prefix), page);
    return browser.pages.filter((page) => !dataWritten.has(page.route)).flatMap((page) => pageFiles(browser, page, drawn.get(page.route)));
  };

  return {
    home: () => [homeDocument(), [stylesheet.file, stylesheet.text]],
    route(route, page) {
      const source = pages.get(route);
      if (!source) throw new Error(`The prerender drew ${route}, which no page has.`);
      const files = pathDocumentFiles(route, page);
      if (hasPrerenderedRouteFile(route)) files.push([routeShellFile(route), JSON.stringify(routeShell(content, source, page, homeIds))]);
      const browserPage = browserPages.get(route);
      if (browserPage) {
        files.push(...pageFiles(browser, browserPage, page));
        dataWritten.add(route);
      }
      return files;
    },
    finish() {
      const files = [...notFoundFiles(), ...remainingDataFiles()];
      files.push([
        "_headers",
        securityHeaders({
          site: {
            paths: documentRulePaths(documentPaths),
            csp: sharedDocumentPolicy(common, documentScripts),
          },
          studio: studioPolicy,
        }),
      ]);
      files.push(["robots.txt", robotsTxt(content)]);
      files.push(...collectionDocuments(content));
      const sitemap = sitemapEntries(content);
      if (sitemap.length > 0) files.push(["sitemap.xml", sitemapXml(sitemap)]);
      return files;
    },
  };
}

export interface AssembleInput extends Omit<AssemblerInput, "rendered"> {
  rendered: RenderedSite;
}

/** Every file at once, by path: for tests, which look at the whole site. */
export function assembleSite(input: AssembleInput): Map<string, string> {
  const assembler = siteAssembler(input);
  const files = new Map(assembler.home());
  for (const [route, page] of input.rendered.routes) for (const [path, text] of assembler.route(route, page)) files.set(path, text);
  for (const [path, text] of assembler.finish()) files.set(path, text);
  return files;
}
