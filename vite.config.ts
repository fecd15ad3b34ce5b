import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { browserTarget, bundleAliases, bundleRolldownOptions, reactOptions } from "./scripts/browser-bundle.ts";
import { createContentService } from "./scripts/content/service.ts";
import { cssTemplates } from "./scripts/css-templates.ts";
import { siteContent } from "./scripts/content/vite-plugin.ts";
import { blockGallery } from "./scripts/gallery/vite-plugin.ts";
import { inboxDevDatabase } from "./scripts/inbox/dev-database.ts";
import { devDocuments } from "./scripts/prerender/dev-documents.ts";
import { pageScriptModule } from "./scripts/prerender/client-bundle.ts";
import { prerenderRoutes } from "./scripts/prerender/plugin.ts";
import { publicFieldMarks } from "./scripts/public-field-marks.ts";
import { studio } from "./scripts/studio/vite-plugin.ts";
import { supabaseKeyGuard } from "./scripts/supabase-key-guard.ts";
import { isPreviewBuild } from "./src/content/collections/build-mode.ts";

/** One reader of content/ for the whole process: a build validates it once, the dev server once per change. */
export const content = createContentService({ root: fileURLToPath(new URL(".", import.meta.url)), publish: () => ({ preview: contentPreview }) });
/** The dev server shows every entry, marked; a build shows drafts and scheduled entries only as a preview (build-mode.ts). */
let contentPreview = true;
const previewMode: Plugin = {
  name: "preview-mode",
  enforce: "pre",
  config(_, { command }) {
    contentPreview = command === "build" ? isPreviewBuild(process.env) : true;
  },
};

export default defineConfig({
  // Relative asset URLs, so the built site works under any base path.
  base: "./",
  plugins: [previewMode, supabaseKeyGuard(), publicFieldMarks(), siteContent({ content }), blockGallery({ content }), studio({ content }), inboxDevDatabase(), cssTemplates(), react(reactOptions), prerenderRoutes({ content }), devDocuments()],
  resolve: { alias: bundleAliases },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    target: browserTarget,
    sourcemap: false,
    manifest: true,
    // The entry is started by the boot loader (src/boot/hydration-loader.ts), which adds the
    // modulepreload links itself, so Vite's polyfill would only arrive after they were read.
    // Browsers without modulepreload (Safari before 17) still load every chunk, on import.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      ...bundleRolldownOptions,
      // Two entries: the app (index.html's script) and the page's own script, which every
      // document starts after its first paint and which imports the app only when the page needs it.
      input: { index: fileURLToPath(new URL("index.html", import.meta.url)), page: fileURLToPath(new URL(pageScriptModule, import.meta.url)) },
      output: {
        // What the page script imports, the app shares: one chunk of it all, with what it imports,
        // rather than one per set of importers (the hero's and the figures' chunks share parts too).
        codeSplitting: { groups: [{ name: "page-shared", test: /src[\\/](islands[\\/]enhance-page|boot[\\/]contract|lib[\\/]hash-route|routing[\\/]route-key|content[\\/]route-roles|blocks[\\/]Form[\\/]draft-key|lib[\\/]add-link)\.ts$/ }] },
      },
    },
  },
});
