import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

/**
 * Test files that change what other files would see: module mocks, stubbed globals or
 * environment variables, or fake timers over shared modules. Each runs in modules of its own.
 * Every other file shares its worker's modules with the files before it, so the schemas, the
 * validator, yaml, React and the block registry are loaded once per worker, not once per file:
 * the components' files (React drawn into a happy-dom document, which each file gets afresh) spent
 * most of their time loading the same modules again, file after file.
 */
const isolatedFiles = [
  "tests/src/components/BackgroundVideo.test.tsx",
  "tests/src/render/sections/static-block-check.test.tsx",
  "tests/src/render/react-errors.test.tsx",
  "tests/src/render/PageView.test.tsx",
  "tests/src/islands/islands.test.tsx",
  "tests/src/islands/island-retry.test.tsx",
  "tests/src/islands/static-links.test.tsx",
  "tests/src/blocks/FormSending.test.tsx",
  "tests/src/blocks/Form.test.tsx",
  "tests/src/components/static-video.test.ts",
  "tests/src/boot/route-shell.test.ts",
  "tests/src/render/style-cache.test.ts",
  "tests/scripts/engines/page-watch.test.ts",
  "tests/src/lib/idle-after-paint.test.ts",
  "tests/src/studio/articles/body/paste.test.ts",
  "tests/scripts/content/fuzz.test.ts",
  "tests/scripts/supabase-key-guard.test.ts",
  "tests/scripts/studio/hosted-build.test.ts",
  "tests/scripts/prerender/route-roles-decide.test.ts",
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      exclude: ["tests/e2e/**", "node_modules/**"],
      environment: "node",
      // Vitest leaves one core to its main process by default, which is idle here: on a
      // 2-core machine that ran the suite in one worker (2 min 0 s; 1 min 19 s with both).
      maxWorkers: "100%",
      // A limit for a test that hangs, not a measure of speed (benchmarks measure that): the
      // first test in a file pays for loading the schemas and validating the site, which took
      // 8 s in a CI run on a busy 2-core machine against Vitest's default of 5 s.
      testTimeout: 60_000,
      projects: [
        { extends: true, test: { name: "isolated", include: isolatedFiles } },
        { extends: true, test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: ["tests/e2e/**", "node_modules/**", ...isolatedFiles], isolate: false } },
        { extends: true, test: { name: "components", include: ["tests/**/*.test.tsx"], exclude: ["tests/e2e/**", "node_modules/**", ...isolatedFiles], isolate: false } },
      ],
    },
  }),
);
