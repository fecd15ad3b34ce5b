/**
 * The dev server answers a page's address as the build does: home at `/` and each page at its
 * path (`/about/`) as the document the prerender writes, drawn by the same render
 * (src/entry-server.tsx, through the server's module loader, with the static-block check) and
 * filled into index.html by the same functions (template.ts, path-documents.ts). So the app
 * adopts it with the published site's code path: static sections stay HTML, islands wait for
 * their gates, and a static block's code never reaches the browser. A page reached inside the
 * app gets its static sections from `sections/<page>.json`, drawn here on demand.
 *
 * What the build adds around the page for visitors (the boot scripts, the Content Security
 * Policy, the head's sharing tags, the fonts' loading, responsive copies of pictures, the marks
 * for the search index on <main>, which React in development would report as a mismatch) is left
 * out: the dev server loads the app through Vite's entry script in their place.
 *
 * A change to code the render runs reloads the open pages (main.tsx listens): their HTML was
 * drawn by the old code. A saved content file updates the page in place, as before.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from "vite";
import { hasPathDocument, homeRoute } from "../../src/content/route-roles.ts";
import { bundledSectionsFile } from "../../src/content/page-files.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { PrerenderedPage, renderPage } from "../../src/entry-server.tsx";
import { publishedStyles } from "../../src/render/server-html.ts";
import { staticBlockProblemText } from "../../src/render/sections/static-block-problem.ts";
import { prerenderStaleEvent } from "../../src/dev/prerender-stale.ts";
import { inlineBundle } from "../content/bundle.ts";
import { devDocumentsPluginName, devSiteEnvironment } from "../content/island-data.ts";
import { escapeMarkup } from "../escape-markup.ts";
import { siteContentPluginName, type SiteContentApi } from "../content/vite-plugin.ts";
import { documentLanguage } from "./languages.ts";
import { pathDocument, pathDocumentFile } from "./path-documents.ts";
import { serverEntry } from "./render.ts";
import { sectionsFile } from "./static-sections.ts";
import { fillSlots, rootElement } from "./template.ts";

interface ServerEntry {
  renderPage: typeof renderPage;
}

/** What index.html itself puts in a slot: under the dev server, Vite's entry script. */
function slotPlaceholder(template: string, name: string): string {
  const match = new RegExp(`<!--${name}-->([\\s\\S]*?)<!--/${name}-->`).exec(template);
  if (!match) throw new Error(`index.html has no slot <!--${name}-->, where the dev server finds the app's entry.`);
  return match[1]!;
}

/** The page a request's path asks for as a document: home at `/`, any other at its path document's folder. */
export function pageOfPath(site: SiteContent, pathname: string): LocalizedPage | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/^\/+/, "");
  } catch {
    return undefined;
  }
  if (path === "" || path === "index.html") return site.pages.find((page) => page.route === homeRoute);
  const file = path.endsWith("index.html") ? path : `${path.replace(/\/?$/, "/")}index.html`;
  return site.pages.find((page) => page.route !== homeRoute && hasPathDocument(page.route) && pathDocumentFile(page.route) === file);
}

/** The page whose sections file a path names (`/sections/about.json`), as devSectionsFile names them. */
export function pageOfSectionsFile(site: SiteContent, pathname: string): LocalizedPage | undefined {
  return site.pages.find((page) => `/${bundledSectionsFile(page.route)}` === pathname);
}

/** A page's document as the build writes it, without what only visitors' documents carry (see above). */
export function devDocument(template: string, site: SiteContent, page: LocalizedPage, rendered: PrerenderedPage): string {
  const language = documentLanguage(page, site);
  const styleTags = publishedStyles(rendered)
    .map(({ attributes, text }) => `<style${attributes}>${text}</style>`)
    .join("\n    ");
  const head = `<title>${escapeMarkup(page.title)}</title>\n    ${styleTags}`;
  const entry = slotPlaceholder(template, "app-entry");
  if (page.route === homeRoute) return fillSlots(template, { "app-head": head, "app-entry": entry, "app-root": rootElement(rendered.html) });
  return pathDocument({ template, language: language.locale, route: page.route, cspTag: "", bootTag: "", headTags: head, styleTags: "", entryTag: entry, html: rendered.html });
}

export function devDocuments(): Plugin {
  let devServer: ViteDevServer | undefined;
  return {
    name: devDocumentsPluginName,
    // Not under Vitest, whose tests draw every block with its component (vite-plugin.ts).
    apply: (_, { command, mode }) => command === "serve" && mode !== "test",
    // An environment of its own, apart from the studio's (which draws its preview with field
    // marks on): its modules are the site build's, field marks cut (public-field-marks.ts).
    // Both sides' modules are transformed as the server starts, side by side: the first page waits for neither one after the other.
    config: () => ({ environments: { [devSiteEnvironment]: { consumer: "server", dev: { warmup: [`./${serverEntry.file}`] } } }, server: { warmup: { clientFiles: ["./src/main.tsx"] } } }),
    configureServer(server) {
      devServer = server;
      const contentApi = server.config.plugins.find((plugin): plugin is Plugin<SiteContentApi> => plugin.name === siteContentPluginName)?.api;
      const templateFile = resolve(server.config.root, "index.html");
      const environment = server.environments[devSiteEnvironment];
      if (!environment || !isRunnableDevEnvironment(environment)) throw new Error(`The dev server has no environment "${devSiteEnvironment}" to draw pages in.`);
      const renderer = () => environment.runner.import<ServerEntry>(`/${serverEntry.file}`);
      // Compiled in the background as the server starts, so the first page finds it ready.
      renderer().catch(() => undefined);

      const render = async (site: SiteContent, page: LocalizedPage): Promise<PrerenderedPage> => {
        const rendered = await (await renderer()).renderPage(page.route, inlineBundle(site));
        // As the build would fail: said in the terminal, while the page still shows what it draws.
        for (const problem of rendered.staticBlockProblems) server.config.logger.error(staticBlockProblemText(problem), { timestamp: true });
        return rendered;
      };

      const answer = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
        if (request.method !== "GET" && request.method !== "HEAD") return false;
        const url = new URL(request.url ?? "/", "http://dev");
        const site = contentApi?.serverContent();
        if (!site) return false;
        const sectionsPage = pageOfSectionsFile(site, url.pathname);
        if (sectionsPage) {
          const file = sectionsFile(await render(site, sectionsPage)) ?? { styles: {}, sections: {} };
          response.setHeader("Content-Type", "application/json");
          response.setHeader("Cache-Control", "no-store");
          response.end(JSON.stringify(file));
          return true;
        }
        if (!request.headers.accept?.includes("text/html")) return false;
        const page = pageOfPath(site, url.pathname);
        if (!page) return false;
        const document = devDocument(readFileSync(templateFile, "utf8"), site, page, await render(site, page));
        response.setHeader("Content-Type", "text/html");
        response.setHeader("Cache-Control", "no-store");
        response.end(await server.transformIndexHtml(request.url ?? "/", document, (request as IncomingMessage & { originalUrl?: string }).originalUrl));
        return true;
      };

      server.middlewares.use((request, response, next) => {
        answer(request, response).then(
          (answered) => answered || next(),
          (error: unknown) => {
            // The app then draws the page itself, where the overlay and React show what went wrong.
            if (error instanceof Error) server.ssrFixStacktrace(error);
            server.config.logger.error(`The page could not be drawn as the build draws it, so the app draws it in the browser: ${(error as Error).stack ?? String(error)}`, { timestamp: true });
            next();
          },
        );
      });
    },
    hotUpdate({ file, modules }) {
      // Code the render ran has changed: the open pages' HTML is the old code's.
      if (this.environment.name !== devSiteEnvironment || modules.length === 0 || !/\.[cm]?[jt]sx?$/.test(file) || file.includes("/node_modules/")) return;
      devServer?.environments.client.hot.send({ type: "custom", event: prerenderStaleEvent });
    },
  };
}
