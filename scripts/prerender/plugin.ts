import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createServer, type Plugin, type ResolvedConfig } from "vite";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { inlineFirstPaintMedia } from "../content/inline-media.ts";
import { validateContentFolder } from "../content/validate.ts";
import { pageModuleName } from "../content/bundle.ts";
import { notFoundRoute } from "../../src/content/routes.ts";
import { contentSecurityPolicy, sha256Source } from "./csp.ts";
import { headTags, heroPoster } from "./head.ts";
import { compileBootScripts } from "./boot-scripts.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";
import { routeModules } from "./route-modules.ts";
import { prerenderedRoutes, routePendingStyle, routeShellFile, routeShellTag, type RouteShell } from "./route-shell.ts";
import { securityHeaders } from "./headers.ts";
import { cardAlt, cardFile, cardHeight, cardWidth, pageCard, renderCards, siteCard } from "./share-cards.ts";
import { crawlableUrls, robotsTxt, sitemapXml } from "./search-engines.ts";
import { notFoundDocument, notFoundPageStyle, pathRedirectTag, pathRoutes, redirectRules, siteBasePath } from "./path-urls.ts";

/** Any address no page has: the not-found page is prerendered at it for dist/404.html. */
const unknownRoute = "/404";

/** Font files by their dev-server path, and which of them the first paint needs. */
const fontSources = {
  "/src/theme/inter-core.woff2": /^assets\/inter-core-[\w-]+\.woff2$/,
  "/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2": /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
};
const fontToPreload = "/src/theme/inter-core.woff2";

/**
 * Renders the app into dist/index.html (home) and dist/routes/*.json (every other
 * page) with react-dom over the same validated content, and writes the CSP meta tag,
 * sharing tags, preloads and a _headers file for hosts that read one.
 */
export function prerenderRoutes(): Plugin {
  let config: ResolvedConfig;
  const fontFiles: Record<string, string> = {};
  let routeFiles: Record<string, string[]> = {};

  return {
    name: "prerender-home",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const [source, pattern] of Object.entries(fontSources)) {
        const built = Object.keys(bundle).find((file) => pattern.test(file));
        if (built) fontFiles[source] = built;
      }
      const content = validateContentFolder(config.root).content;
      if (!content) return;
      routeFiles = Object.fromEntries(Object.entries(routeModules(content, bundle)).map(([route, files]) => [route, files.map((file) => `./${file}`)]));
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const result = validateContentFolder(config.root);
      if (!result.content) return; // The content plugin has already stopped the build.
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: "error",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: "custom",
      });
      const routes = prerenderedRoutes(result.content);
      let rendered: PrerenderedPage;
      let notFound: PrerenderedPage;
      const renderedRoutes = new Map<string, PrerenderedPage>();
      try {
        const { renderPage } = (await server.ssrLoadModule("/src/entry-server.tsx")) as { renderPage: (route: string) => Promise<PrerenderedPage> };
        rendered = await renderPage("/");
        for (const route of routes) renderedRoutes.set(route, await renderPage(route));
        notFound = await renderPage(unknownRoute);
      } finally {
        await server.close();
      }
      // The render ran on a dev server, where imported files have source paths; point them at the built ones.
      const builtPaths = (css: string) => Object.entries(fontFiles).reduce((text, [source, built]) => text.replaceAll(source, `./${built}`), css);
      const fontCss = builtPaths(rendered.fontFaces).replace(/\s+/g, " ").trim();
      const globalCss = builtPaths(rendered.global.css);
      const componentCss = builtPaths(rendered.components.css);
      const styleTagsFor = (page: PrerenderedPage, css: string) =>
        `<style>${fontCss}</style>\n    ` +
        `<style data-emotion="css-global ${page.global.ids.join(" ")}">${globalCss}</style>\n    ` +
        `<style data-emotion="css ${page.components.ids.join(" ")}">${css}</style>`;
      const styleTags = styleTagsFor(rendered, componentCss);
      const notFoundCss = builtPaths(notFound.components.css);

      // Each route file carries only the CSS home's tag in index.html lacks.
      const homeIds = new Set(rendered.components.ids);
      const shells = new Map<string, RouteShell>();
      for (const [route, page] of renderedRoutes) {
        const ids = page.components.ids.filter((id) => !homeIds.has(id));
        const title = result.content.pages.find((candidate) => candidate.route === route)!.title;
        shells.set(route, { title, ids: ids.join(" "), css: builtPaths(ids.map((id) => page.components.byId[id]).join("")), html: page.html });
      }
      const shellTexts = new Map([...shells].map(([route, shell]) => [route, JSON.stringify(shell)]));
      const shellFiles = Object.fromEntries([...shellTexts].map(([route, text]) => [route, `./${routeShellFile(route, text)}`]));
      const boot = await compileBootScripts();
      const shellTag = routeShellTag(boot.routeShell, shellFiles);

      const shipped = inlineFirstPaintMedia(result.content, config.publicDir);
      const homeOf = (content: SiteContent) => content.pages.find((page) => page.route === "/")!;
      const home = homeOf(result.content);
      // Emotion adds rules through the CSSOM to style elements it creates empty; the empty text needs its hash too.
      const inlineStyles = [routePendingStyle, fontCss, globalCss, componentCss, notFoundCss, notFoundPageStyle, ...[...shells.values()].map((shell) => shell.css), ""];
      const basePath = siteBasePath(result.content.site);
      const redirectTag = pathRedirectTag(boot.pathRedirect, pathRoutes(result.content), basePath);
      const policyInput = {
        content: shipped,
        supabaseUrl: config.env.VITE_SUPABASE_URL as string | undefined,
        inlineScripts: [boot.routeShell, boot.hydrationLoader, boot.pathRedirect].map(sha256Source),
        inlineStyles: [...new Set(inlineStyles.map(sha256Source))],
      };

      const indexPath = join(outDir, "index.html");
      const template = readFileSync(indexPath, "utf8");
      const posterInlined = heroPoster(homeOf(shipped))?.startsWith("data:") === true;
      const { site, pages } = result.content;
      // A card for the site (what a shared link shows: crawlers read index.html) and one a page.
      const cardPages = [home, ...routes.map((route) => pages.find((candidate) => candidate.route === route)!)];
      const cards = [{ name: "site", card: siteCard(site, home) }, ...cardPages.map((cardPage) => ({ name: pageModuleName(cardPage.route), card: pageCard(site, cardPage) }))];
      const pngs = await renderCards(site, cards.map((entry) => entry.card));
      mkdirSync(join(outDir, "cards"), { recursive: true });
      cards.forEach((entry, index) => writeFileSync(join(outDir, cardFile(entry.name)), pngs[index]!));
      const shareCard = site.brand.shareImage
        ? { src: site.brand.shareImage, alt: site.brand.name }
        : { src: `/${cardFile("site")}`, width: cardWidth, height: cardHeight, alt: cardAlt(site, cards[0]!.card) };
      const head = headTags({ site, home, shareCard, posterInlined, fontFile: fontFiles[fontToPreload], csp: contentSecurityPolicy(policyInput, true) });
      const page = hydrateAfterPaint(template, boot.hydrationLoader, routeFiles)
        .replace(/<title>[\s\S]*?<\/title>\s*/, "")
        .replace(/<meta name="description"[^>]*>\s*/, "")
        .replace("<!--head-->", () => `${head}\n    ${shellTag}\n    <style>${routePendingStyle}</style>\n    ${styleTags}`)
        .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
      writeFileSync(indexPath, page);
      for (const [route, text] of shellTexts) {
        const file = join(outDir, shellFiles[route]!);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      writeFileSync(join(outDir, "_headers"), securityHeaders(contentSecurityPolicy(policyInput, false)));
      const notFoundPage = result.content.pages.find((candidate) => candidate.route === notFoundRoute);
      writeFileSync(
        join(outDir, "404.html"),
        notFoundDocument({
          template,
          basePath,
          csp: contentSecurityPolicy(policyInput, true),
          redirectTag,
          title: notFoundPage?.title ?? "Page not found",
          styleTags: styleTagsFor(notFound, notFoundCss),
          html: notFound.html,
        }),
      );
      writeFileSync(join(outDir, "_redirects"), redirectRules(pathRoutes(result.content), basePath));
      writeFileSync(join(outDir, "robots.txt"), robotsTxt(result.content));
      const crawlable = crawlableUrls(result.content);
      if (crawlable.length > 0) writeFileSync(join(outDir, "sitemap.xml"), sitemapXml(crawlable));
    },
  };
}
