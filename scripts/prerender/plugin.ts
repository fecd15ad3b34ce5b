import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createServer, type Plugin, type ResolvedConfig } from "vite";
import type { SiteBundle } from "../../src/content/site-content.ts";
import type { PrerenderedHome } from "../../src/entry-server.tsx";
import { inlineBundle } from "../content/bundle.ts";
import { validateContentFolder } from "../content/validate.ts";
import { contentSecurityPolicy, sha256Source } from "./csp.ts";
import { headTags } from "./head.ts";
import { securityHeaders } from "./headers.ts";

/**
 * Before any script runs on a route other than home, hide the prerendered home
 * page's main content, so a visitor opening #/contact never sees home flash by.
 */
export const routePendingScript = `if(!/^#?\\/?$/.test(location.hash))document.documentElement.classList.add("route-pending")`;
export const routePendingStyle = `.route-pending #root main{visibility:hidden}`;

const fontToPreload = /inter-latin-wght-normal.*\.woff2$/;

/**
 * Renders the shell and home page into dist/index.html with react-dom/server
 * over the same validated content, and writes the CSP meta tag, sharing tags,
 * preloads and a _headers file for hosts that read one.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  let fontFile: string | undefined;

  return {
    name: "prerender-home",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      fontFile = Object.keys(bundle).find((file) => fontToPreload.test(file));
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
      let rendered: PrerenderedHome;
      try {
        const { renderHome } = (await server.ssrLoadModule("/src/entry-server.tsx")) as { renderHome: () => PrerenderedHome };
        rendered = renderHome();
      } finally {
        await server.close();
      }
      // The render ran on a dev server, where imported files have source paths; point them at the built ones.
      const css = fontFile ? rendered.css.replace(/\/node_modules\/@fontsource-variable\/inter\/files\/inter-latin-wght-normal\.woff2/g, `./${fontFile}`) : rendered.css;
      const styleTag = `<style data-emotion="css ${rendered.ids.join(" ")}">${css}</style>`;

      const bundle: SiteBundle = inlineBundle(result.content);
      const home = bundle.pages.find((entry) => entry.route === "/")!.page!;
      // Emotion adds rules through the CSSOM to style elements it creates empty; the empty text needs its hash too.
      const inlineStyles = [routePendingStyle, css, ""];
      const policyInput = {
        content: result.content,
        supabaseUrl: config.env.VITE_SUPABASE_URL as string | undefined,
        inlineScripts: [sha256Source(routePendingScript)],
        inlineStyles: [...new Set(inlineStyles.map(sha256Source))],
      };

      const indexPath = join(outDir, "index.html");
      const template = readFileSync(indexPath, "utf8");
      const head = headTags({ site: result.content.site, home, fontFile, csp: contentSecurityPolicy(policyInput, true) });
      const page = template
        .replace(/<title>[\s\S]*?<\/title>\s*/, "")
        .replace(/<meta name="description"[^>]*>\s*/, "")
        .replace("<!--head-->", `${head}\n    <script>${routePendingScript}</script>\n    <style>${routePendingStyle}</style>\n    ${styleTag}`)
        .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
      writeFileSync(indexPath, page);
      writeFileSync(join(outDir, "_headers"), securityHeaders(contentSecurityPolicy(policyInput, false)));
    },
  };
}
