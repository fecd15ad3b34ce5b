import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  plugins: [siteContent(), react({ jsxImportSource: "@emotion/react" })],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
  },
});
