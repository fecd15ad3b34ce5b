/**
 * What both browser bundles share: the site's (vite.config.ts) and the published studio's
 * (scripts/studio/hosted-build.ts), which draws the site's own blocks in its preview and so
 * must compile them the same way.
 */
import { fileURLToPath } from "node:url";
import type { AliasOptions, BuildEnvironmentOptions } from "vite";

/** @vitejs/plugin-react's options: emotion's `css` prop in JSX. */
export const reactOptions = { jsxImportSource: "@emotion/react" };

/** The browsers the bundles are written for. */
export const browserTarget = "es2022";

export const bundleAliases: AliasOptions = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL("../src/hooks/use-sync-external-store-shim.ts", import.meta.url)),
  },
];

export const bundleRolldownOptions: NonNullable<BuildEnvironmentOptions["rolldownOptions"]> = {
  // The icon packages re-export thousands of icons from one file each; this compiles only the
  // few the site imports (about 230 modules instead of 8,900), the same code in the same chunks.
  experimental: { lazyBarrel: true },
  // That note names a plugin for what lazyBarrel already does here.
  checks: { largeBarrelModules: false },
  treeshake: {
    // emotion imports hoist-non-react-statics (and through it react-is) for withTheme alone.
    // Both are CommonJS without a sideEffects field, so they would ship even though nothing
    // calls withTheme; they only define functions, so they may go when unused (about 1 KB gzip).
    moduleSideEffects: [
      { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
      // The font faces are written into the documents and their stylesheet by the build; the
      // browser's bundle uses them only under the dev server (GlobalStyles).
      { test: /[\\/]src[\\/]theme[\\/](arabic-)?fonts\.ts$/, sideEffects: false },
    ],
  },
};
