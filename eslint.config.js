import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report", ".tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**/*.ts", "tests/**/*.ts", "*.config.ts"],
    rules: { "no-console": "off" },
  },
  {
    // The public site receives content that has already passed: reading zod schemas is for the
    // studio (src/studio), the validator it shares with the build (src/validation) and the
    // build's scripts, never for visitors' code. `npm run size` checks the built chunks too.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/studio/**", "src/validation/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/content/schema-definitions.ts"], message: "Only the studio and the build's scripts read schemas; the site's code gets content that has already passed." }] },
      ],
    },
  },
  {
    // Playwright reads fixtures from a destructured first argument, even an empty one.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
