/**
 * Assemble, the second of the prerender's three steps (render → assemble → write): the
 * rendered pages, the content and what the browser's bundle holds become the text of
 * every file the prerender adds to dist/. Pure: no file is read or written here.
 */
import { posix } from "node:path";
import type { Page } from "../../src/content/page.ts";
import { homeRoute, notFoundRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { emotionStyleTags } from "../../src/render/server-html.ts";
import { cssFontFiles } from "../html-refs.ts";
import type { ClientBundle } from "./client-bundle.ts";
import { contentSecurityPolicy, sha256Source, type PolicyInput } from "./csp.ts";
import { headTags, heroPoster, type ShareCard } from "./head.ts";
import { securityHeaders } from "./headers.ts";
import type { BootScripts } from "./boot-scripts.ts";
import { hydrationLoaderTag } from "./hydrate-after-paint.ts";
import { notFoundDocument, notFoundPageStyle, pathRedirectTag, pathRoutes, redirectRules, siteBasePath } from "./path-urls.ts";
import type { RenderedSite } from "./render.ts";
import { routePendingStyle, routeShellFile, routeShellTag, type RouteShell } from "./route-shell.ts";
import { crawlableUrls, robotsTxt, sitemapXml } from "./search-engines.ts";
import { cardAlt, cardFile, cardHeight, cardWidth, siteCard } from "./share-cards.ts";
import { fillSlots, rootElement } from "./template.ts";

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
}

/**
 * The scripts the documents carry inline, in one place: each boot script's tag, with the
 * data it reads in the tag's attributes, and the hash of its text for the Content Security Policy.
 */
function inlineScripts(boot: BootScripts, content: SiteContent, routeFiles: Record<string, string>, client: ClientBundle) {
  return {
    tags: {
      /** index.html: on a route other than home, fetches that route's file and puts it in place. */
      routeShell: routeShellTag(boot.routeShell, routeFiles),
      /** index.html: starts the app once the page has painted. */
      hydration: hydrationLoaderTag(boot.hydrationLoader, client.modules, client.routeModules),
      /** 404.html: sends a path that is a route to its hash address. */
      pathRedirect: pathRedirectTag(boot.pathRedirect, pathRoutes(content), siteBasePath(content.site)),
    },
    hashes: [boot.routeShell, boot.hydrationLoader, boot.pathRedirect].map(sha256Source),
  };
}

/** The style tags of a page, as emotion expects to find them when the app takes over. */
function styleTags(fontCss: string, page: PrerenderedPage, componentCss: string): string {
  return [`<style>${fontCss}</style>`, ...emotionStyleTags(page, componentCss)].join("\n    ");
}

/** Every route but home: its page as HTML, and only the CSS home's style tag in index.html lacks. */
function routeShells(content: SiteContent, rendered: RenderedSite): Map<string, RouteShell> {
  const homeIds = new Set(rendered.home.components.ids);
  const shells = new Map<string, RouteShell>();
  for (const [route, page] of rendered.routes) {
    const ids = page.components.ids.filter((id) => !homeIds.has(id));
    const title = content.pages.find((candidate) => candidate.route === route)!.title;
    shells.set(route, { title, ids: ids.join(" "), css: ids.map((id) => page.components.byId[id]).join(""), html: page.html });
  }
  return shells;
}

const homeOf = (content: SiteContent): Page => content.pages.find((page) => page.route === homeRoute)!;

/** The files the prerender adds to dist/, by their path there. */
export function assembleSite({ template, content, shipped, rendered, client, boot, supabaseUrl }: AssembleInput): Map<string, string> {
  const { site } = content;
  const home = homeOf(content);
  const fontCss = rendered.home.fontFaces.replace(/\s+/g, " ").trim();
  const fontFile = posix.normalize(rendered.firstPaintFont);
  // The server build names files by the same rules as the browser's; a font it names that the browser's build lacks would never load.
  const missing = [...new Set([fontFile, ...cssFontFiles(fontCss, "index.html")])].filter((file) => !client.files.has(file));
  if (missing.length > 0) throw new Error(`The rendered pages name ${missing.join(", ")}, which the browser's build did not write.`);

  const shells = routeShells(content, rendered);
  const shellTexts = new Map([...shells].map(([route, shell]) => [route, JSON.stringify(shell)]));
  const shellFiles = new Map([...shellTexts].map(([route, text]) => [route, routeShellFile(route, text)]));
  const scripts = inlineScripts(boot, content, Object.fromEntries([...shellFiles].map(([route, file]) => [route, `./${file}`])), client);

  // Emotion adds rules through the CSSOM to style elements it creates empty; the empty text needs its hash too.
  const inlineStyles = [
    routePendingStyle,
    fontCss,
    rendered.home.global.css,
    rendered.home.components.css,
    rendered.notFound.components.css,
    notFoundPageStyle,
    ...[...shells.values()].map((shell) => shell.css),
    "",
  ];
  const policy: PolicyInput = {
    content: shipped,
    supabaseUrl,
    inlineScripts: scripts.hashes,
    inlineStyles: [...new Set(inlineStyles.map(sha256Source))],
  };

  // What a shared link shows (crawlers read index.html): site.yaml's picture, or the card the build draws.
  const shareCard: ShareCard = site.brand.shareImage
    ? { src: site.brand.shareImage, alt: site.brand.name }
    : { src: `/${cardFile("site")}`, width: cardWidth, height: cardHeight, alt: cardAlt(site, siteCard(site, home)) };
  const head = headTags({
    site,
    home,
    shareCard,
    posterInlined: heroPoster(homeOf(shipped))?.startsWith("data:") === true,
    fontFile,
    csp: contentSecurityPolicy(policy, true),
  });

  const files = new Map<string, string>();
  files.set(
    "index.html",
    fillSlots(template, {
      "app-head": [head, scripts.tags.routeShell, `<style>${routePendingStyle}</style>`, styleTags(fontCss, rendered.home, rendered.home.components.css)].join("\n    "),
      "app-entry": scripts.tags.hydration,
      "app-root": rootElement(rendered.home.html),
    }),
  );
  for (const [route, text] of shellTexts) files.set(shellFiles.get(route)!, text);
  files.set("_headers", securityHeaders(contentSecurityPolicy(policy, false)));
  const notFoundPage = content.pages.find((page) => page.route === notFoundRoute);
  files.set(
    "404.html",
    notFoundDocument({
      template,
      basePath: siteBasePath(site),
      csp: contentSecurityPolicy(policy, true),
      redirectTag: scripts.tags.pathRedirect,
      title: notFoundPage?.title ?? "Page not found",
      styleTags: styleTags(fontCss, rendered.notFound, rendered.notFound.components.css),
      html: rendered.notFound.html,
    }),
  );
  files.set("_redirects", redirectRules(pathRoutes(content), siteBasePath(site)));
  files.set("robots.txt", robotsTxt(content));
  const crawlable = crawlableUrls(content);
  if (crawlable.length > 0) files.set("sitemap.xml", sitemapXml(crawlable));
  return files;
}
