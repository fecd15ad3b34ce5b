import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import vnuJarPath from "vnu-jar";
import { waitForApp } from "./fixtures.ts";
import { hasPathDocument } from "../../src/content/route-roles.ts";
import { arabicPageFiles, documentUrlOf, inAppPageFiles, pageFiles, urlOf } from "./routes.ts";

const vnuJar = String(vnuJarPath);

/**
 * The Nu HTML Checker's CSS parser lags behind browsers: it refuses container queries
 * (the Table block scrolls within its container), which every browser the site supports
 * understands. These messages, and only these, are left out: each is the checker's exact
 * text, and "Unknown dimension" only where the dimension is a container unit.
 */
const cssParserLag: { message: string; extract?: RegExp }[] = [
  { message: "CSS: “container-type”: Property “container-type” doesn't exist." },
  { message: "CSS: “max-width”: Unknown dimension.", extract: /\d+cq[iwhb]\b/ },
];
const isCssParserLag = (message: VnuMessage) =>
  cssParserLag.some((lag) => lag.message === message.message && (!lag.extract || lag.extract.test(message.extract ?? "")));

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test.describe("markup", () => {
  // One checker run for every route: the JVM takes seconds to start.
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "the markup is the same at every width; checked once");

  test("every route's rendered DOM passes the Nu HTML Checker with zero errors", async ({ page }) => {
    test.setTimeout(120_000);
    const folder = mkdtempSync(join(tmpdir(), "vnu-"));
    try {
      const files: string[] = [];
      for (const pageFile of inAppPageFiles([...pageFiles, ...arabicPageFiles])) {
        // A fresh document for each route, as a visitor arriving from a link gets (a hash change alone would keep home's).
        await page.goto("about:blank");
        await page.goto(urlOf(pageFile));
        await waitForApp(page);
        await expect(page.locator("h1")).toHaveCount(1);
        // Blocks further down render when scrolled into view.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.locator("[data-block-loading]")).toHaveCount(0);
        const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
        const file = join(folder, `${pageFile.file.replace(/\.yaml$/, "").replace("/", "-")}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
      // The documents as built, as crawlers and visitors without JavaScript read them: 404.html and each page's own.
      files.push(join(process.cwd(), "dist/404.html"), join(process.cwd(), "dist/ar/404.html"));
      for (const pageFile of [...pageFiles, ...arabicPageFiles].filter((candidate) => hasPathDocument(candidate.route))) {
        files.push(join(process.cwd(), "dist", documentUrlOf(pageFile), "index.html"));
      }
      // The news's documents: each language's listing, a tag's listing and entries with a table and a document.
      for (const prefix of ["", "ar/"]) {
        for (const path of ["news", "news/tag/airlines", "news/saf-blending-mandates-by-region", "news/verdavia-2025-impact-summary", "events", "events/dubai-airshow-2027", "careers", "careers/senior-process-engineer"]) files.push(join(process.cwd(), "dist", prefix, path, "index.html"));
      }
      // The checker writes its JSON report to stderr; --exit-zero-always, since the messages are the result.
      // C1 alone (TieredStopAtLevel=1): a run this short ends before the optimising compiler pays
      // for itself, and the report is the same at half the CPU time. C1's frames are larger, so the
      // schema's deep recursion needs a larger thread stack than the checker's 512k minimum.
      const jvm = ["-XX:TieredStopAtLevel=1", "-Xss16m"];
      const run = spawnSync("java", [...jvm, "-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], { encoding: "utf8" });
      expect(run.error, "java must be installed (Debian: default-jre-headless)").toBeUndefined();
      const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
      expect(report.messages.filter((message) => message.type === "non-document-error")).toEqual([]);
      const errors = report.messages
        .filter((message) => message.type === "error" && !isCssParserLag(message))
        .map((message) => `${message.url.split("/").slice(-2).join("/")}:${message.lastLine ?? "?"} ${message.message}${message.extract ? ` ‹${message.extract.trim().slice(0, 120)}›` : ""}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
