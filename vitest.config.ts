import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["tests/**/*.test.{ts,tsx}"],
      exclude: ["tests/e2e/**", "node_modules/**"],
      environment: "node",
      // Vitest leaves one core to its main process by default, which is idle here: on a
      // 2-core machine that ran the suite in one worker (2 min 0 s; 1 min 19 s with both).
      maxWorkers: "100%",
      // A limit for a test that hangs, not a measure of speed (benchmarks measure that): the
      // first test in a file pays for loading the schemas and validating the site, which took
      // 8 s in a CI run on a busy 2-core machine against Vitest's default of 5 s.
      testTimeout: 60_000,
    },
  }),
);
