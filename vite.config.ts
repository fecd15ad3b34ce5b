import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { createContentService } from "./scripts/content/service.ts";
import { siteContent } from "./scripts/content/vite-plugin.ts";
import { blockGallery } from "./scripts/gallery/vite-plugin.ts";
import { prerenderRoutes } from "./scripts/prerender/plugin.ts";
import { studio } from "./scripts/studio/vite-plugin.ts";
import { supabaseKeyGuard } from "./scripts/supabase-key-guard.ts";

/** One reader of content/ for the whole process: a build validates it once, the dev server once per change. */
export const content = createContentService({ root: fileURLToPath(new URL(".", import.meta.url)) });

export default defineConfig({
  // Relative asset URLs, so the built site works under any base path.
  base: "./",
  plugins: [supabaseKeyGuard(), siteContent({ content }), blockGallery({ content }), studio({ content }), react({ jsxImportSource: "@emotion/react" }), prerenderRoutes({ content })],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/hooks/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The icon packages re-export thousands of icons from one file each; this compiles only the
      // few the site imports (about 230 modules instead of 8,900), the same code in the same chunks.
      experimental: { lazyBarrel: true },
      // That note names a plugin for what lazyBarrel already does here.
      checks: { largeBarrelModules: false },
    },
  },
});
