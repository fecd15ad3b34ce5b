import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cssFontFiles, htmlRefs } from "../../scripts/html-refs.ts";
import { budgets, evaluate, findMarkers, homeRoute, measureDist, publicChunks, staticClosure, type Manifest } from "../../scripts/size-budget.ts";

/** Shaped like Vite's manifest: pages and blocks are dynamic entries that import back into the entry. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    name: "index",
    src: "index.html",
    isEntry: true,
    imports: ["_vendor.js"],
    dynamicImports: ["virtual:site-page/about", "virtual:site-page/auth", "src/blocks/Faq/Faq.tsx", "src/blocks/Auth/Auth.tsx"],
    css: ["assets/index.css"],
  },
  "_vendor.js": { file: "assets/vendor.js", name: "vendor", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js", name: "shared" },
  "_icons.js": { file: "assets/icons.js", name: "icons", imports: ["index.html"] },
  "virtual:site-page/about": { file: "assets/about.js", name: "about", src: "virtual:site-page/about", isDynamicEntry: true },
  "virtual:site-page/auth": { file: "assets/auth.js", name: "auth", src: "virtual:site-page/auth", isDynamicEntry: true },
  "src/blocks/Faq/Faq.tsx": { file: "assets/Faq.js", name: "Faq", src: "src/blocks/Faq/Faq.tsx", isDynamicEntry: true, imports: ["_icons.js", "index.html"] },
  "src/blocks/Auth/Auth.tsx": { file: "assets/Auth.js", name: "Auth", src: "src/blocks/Auth/Auth.tsx", isDynamicEntry: true, imports: ["index.html"], dynamicImports: ["src/auth/complete-sign-in.ts"] },
  "src/auth/complete-sign-in.ts": { file: "assets/complete-sign-in.js", name: "complete-sign-in", src: "src/auth/complete-sign-in.ts", isDynamicEntry: true },
};

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index.js"></script>
<link rel="modulepreload" crossorigin href="./assets/vendor.js">
<link rel="stylesheet" href="./assets/extra.css">
<link rel="preload" as="font" type="font/woff2" crossorigin href="./assets/inter.woff2">
<link rel="icon" href="./favicon.svg">
<style>@font-face{src:url(./assets/inline.woff2)}</style>
</head><body></body></html>`;

describe("manifest walking", () => {
  it("follows static imports transitively and leaves dynamic imports out", () => {
    expect(staticClosure(manifest, ["index.html"])).toEqual(["index.html", "_vendor.js", "_shared.js"]);
  });

  it("gives the home route's JS and CSS from the manifest and index.html, without duplicates", () => {
    const home = homeRoute(manifest, html);
    expect(home.js).toEqual(["assets/index.js", "assets/vendor.js", "assets/shared.js"]);
    expect(home.css).toEqual(["assets/index.css", "assets/extra.css"]);
    expect(home.fontPreloads).toEqual(["assets/inter.woff2"]);
  });

  it("counts a lazy chunk that index.html preloads, with its static imports", () => {
    const preloaded = html.replace("</head>", '<link rel="modulepreload" href="./assets/Faq.js"></head>');
    expect(homeRoute(manifest, preloaded).js.sort()).toEqual(["assets/Faq.js", "assets/icons.js", "assets/index.js", "assets/shared.js", "assets/vendor.js"]);
  });

  it("skips the contact form's sending chunk, which loads only once a visitor types, but not the form itself", () => {
    const withForm: Manifest = {
      ...manifest,
      "src/blocks/Form/Form.tsx": { file: "assets/Form.js", name: "Form", src: "src/blocks/Form/Form.tsx", isDynamicEntry: true, imports: ["index.html"], dynamicImports: ["src/blocks/Form/send-message.ts"] },
      "src/blocks/Form/send-message.ts": { file: "assets/send-message.js", name: "send-message", src: "src/blocks/Form/send-message.ts", isDynamicEntry: true, imports: ["_client.js"] },
      "_client.js": { file: "assets/client.js", name: "client" },
    };
    const scanned = publicChunks(withForm);
    expect(scanned).toContain("assets/Form.js");
    expect(scanned).not.toContain("assets/send-message.js");
    expect(scanned).not.toContain("assets/client.js");
  });

  it("scans every public chunk and skips the auth-only roots", () => {
    expect(publicChunks(manifest).sort()).toEqual(["assets/Faq.js", "assets/about.js", "assets/icons.js", "assets/index.js", "assets/shared.js", "assets/vendor.js"]);
  });

  it("still scans an auth-only chunk that a public chunk imports statically", () => {
    const leaky: Manifest = { ...manifest, "virtual:site-page/about": { ...manifest["virtual:site-page/about"]!, imports: ["src/auth/complete-sign-in.ts"] } };
    expect(publicChunks(leaky)).toContain("assets/complete-sign-in.js");
  });
});

describe("html and css references", () => {
  it("resolves relative, root-relative and remote URLs", () => {
    const refs = htmlRefs('<script src="/assets/a.js?v=1"></script><script src="https://cdn.example/x.js"></script><link href="assets/b.js" rel="modulepreload"/>');
    expect(refs.scripts).toEqual(["assets/a.js"]);
    expect(refs.modulePreloads).toEqual(["assets/b.js"]);
  });

  it("finds woff2 files in CSS relative to the stylesheet", () => {
    const css = `@font-face{src:url("./inter-latin.woff2") format("woff2")}@font-face{src:url(../fonts/x.woff2#a)}a{background:url(data:image/png;base64,AAAA)}`;
    expect(cssFontFiles(css, "assets/index.css")).toEqual(["assets/inter-latin.woff2", "fonts/x.woff2"]);
  });
});

describe("budgets and markers", () => {
  it("reports an overrun and passes at the limit", () => {
    expect(evaluate("js", "JS", [{ file: "a.js", bytes: 60_000 }, { file: "b.js", bytes: 50_000 }], 102_400)).toMatchObject({ bytes: 110_000, over: true });
    expect(evaluate("js", "JS", [{ file: "a.js", bytes: 102_400 }], 102_400).over).toBe(false);
  });

  it("detects package markers", () => {
    expect(findMarkers("assets/x.js", "class q extends Error{name='ZodError'}")).toEqual([{ file: "assets/x.js", pkg: "zod", marker: "ZodError" }]);
    expect(findMarkers("assets/x.js", "new GoTrueClient({})").map((hit) => hit.pkg)).toEqual(["supabase-js"]);
    expect(findMarkers("assets/x.js", "const a=1")).toEqual([]);
  });
});

describe("measureDist", () => {
  const written: string[] = [];
  afterEach(() => {
    for (const folder of written.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function writeDist(files: Record<string, string | Buffer>): string {
    const dist = mkdtempSync(join(tmpdir(), "size-budget-"));
    written.push(dist);
    for (const [path, data] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), data);
    }
    return dist;
  }

  const chunks = {
    "assets/index.js": "console.log('home')",
    "assets/vendor.js": "export const v=1",
    "assets/shared.js": "export const s=1",
    "assets/icons.js": "export const i=1",
    "assets/about.js": "export default {}",
    "assets/auth.js": "export default {}",
    "assets/Faq.js": "export default {}",
    "assets/Auth.js": "export default {}",
    "assets/complete-sign-in.js": "class GoTrueClient{} // supabase-js",
    "assets/index.css": "@font-face{src:url(./inter.woff2)}",
    "assets/extra.css": "body{margin:0}",
    "assets/inter.woff2": Buffer.alloc(120 * 1024),
    "assets/inline.woff2": Buffer.alloc(10),
  };

  /** dist/studio/ as the build writes it: the page names its entry, the chunk that imports and its CSS. */
  const studio: Record<string, string> = {
    "studio/index.html": '<script type="module" src="./assets/studio.js"></script><link rel="modulepreload" href="./assets/shared.js" /><link rel="stylesheet" href="./assets/studio.css" /><link rel="icon" href="../favicon.svg" />',
    "studio/preview.html": '<base href="../" /><script type="module" src="studio/assets/preview.js"></script>',
    "studio/assets/studio.js": "import './shared.js'",
    "studio/assets/shared.js": "export const s=1",
    "studio/assets/studio.css": "body{margin:0}",
    "studio/assets/InboxEntry-a1.js": 'import"./shared.js";import{c}from"./supabase-b2.js";rpc("list_contact_messages")',
    "studio/assets/supabase-b2.js": "export const c=1",
    // The article form imports the editor lazily, and shares the front matter code with it.
    "studio/assets/EntryForm-c3.js": 'import"./shared.js";import{t}from"./entry-text-e5.js";const E=lazy(()=>p(()=>import(`./BodyEditor-d4.js`),[]))',
    "studio/assets/entry-text-e5.js": "export const t=1",
    "studio/assets/BodyEditor-d4.js": 'import"./shared.js";import{t}from"./entry-text-e5.js";import{m}from"./prosemirror-f6.js";',
    "studio/assets/prosemirror-f6.js": "export const m=1",
  };

  it("measures a build, counting each font once, and reports an overrun", () => {
    const report = measureDist(writeDist({ ...chunks, ...studio, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }));
    const fonts = report.rows.find((row) => row.key === "fonts")!;
    expect(fonts.files.map((entry) => entry.file)).toEqual(["assets/inter.woff2", "assets/inline.woff2"]);
    expect(fonts).toMatchObject({ bytes: 120 * 1024 + 10, over: true });
    expect(report.rows.filter((row) => row.over)).toHaveLength(1);
    expect(report.forbidden).toEqual([]);
    expect(report.studioLeaks).toEqual([]);
    expect(report.fieldMarkLeaks).toEqual([]);
  });

  it("holds home's document to the first flight of a connection, 14 KB gzip, and another language's home to its own budget", () => {
    // Random bytes in base64 do not compress below 6 bits a character: 27 KB of them is over either budget.
    const heavy = `${html}<!--${randomBytes(20 * 1024).toString("base64")}-->`;
    const measured = (home: string, arabicHome: string) =>
      measureDist(writeDist({ ...chunks, ...studio, "index.html": home, "ar/index.html": arabicHome, "ar/404.html": html, ".vite/manifest.json": JSON.stringify(manifest) }))
        .rows.filter((row) => row.key === "homeDocument" || row.key === "otherLanguageHomeDocument")
        .map((row) => [row.item, row.files.map((entry) => entry.file), row.over]);
    expect(measured(html, heavy)).toEqual([
      ["Home's document (gzip)", ["index.html"], false],
      ["Home's document, /ar/ (gzip)", ["ar/index.html"], true],
    ]);
    expect(measured(heavy, html)).toEqual([
      ["Home's document (gzip)", ["index.html"], true],
      ["Home's document, /ar/ (gzip)", ["ar/index.html"], false],
    ]);
    expect(budgets.homeDocument).toBe(14 * 1024);
  });

  it("finds studio code in any built file, chunk or not", () => {
    const report = measureDist(
      writeDist({ ...chunks, ...studio, "assets/stray.js": 'fetch("/__studio/api/content")', "routes/about.json": "{}", "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }),
    );
    expect(report.studioLeaks).toEqual(["assets/stray.js"]);
  });

  it("finds the studio preview's field marks in any public file, and allows them in the studio's", () => {
    const report = measureDist(
      writeDist({
        ...chunks,
        ...studio,
        "assets/Cards.js": 'e("h3",{"data-studio-field":"items.0.title"})',
        "about/index.html": '<h1 data-studio-field="title">About</h1>',
        "studio/assets/preview.js": 'e("h3",{"data-studio-field":"items.0.title"})',
        "index.html": html,
        ".vite/manifest.json": JSON.stringify(manifest),
      }),
    );
    expect(report.fieldMarkLeaks.sort()).toEqual(["about/index.html", "assets/Cards.js"]);
  });

  it("measures the studio on its own: its page's first load on its budget, every chunk in the total, none of it in the public measures", () => {
    // The studio's own code may name the dev server's address, and carry zod; public files may not.
    const later = 'fetch("/__studio/api/content") // ZodError';
    const report = measureDist(writeDist({ ...chunks, ...studio, "studio/assets/later.js": later, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }));
    const row = report.rows.find((candidate) => candidate.key === "studio")!;
    expect(row.item).toBe("Studio (first load, gzip)");
    expect(row.files.map((entry) => entry.file)).toEqual(["studio/assets/studio.js", "studio/assets/shared.js", "studio/assets/studio.css"]);
    expect(row.budget).toBe(budgets.studio);
    const scripts = Object.keys(studio).filter((file) => file.endsWith(".js")).map((file) => studio[file]!);
    expect(report.studioJs).toMatchObject({ files: scripts.length + 1, bytes: [...scripts, later].join("").length });
    expect(report.studioLeaks).toEqual([]);
    expect(report.forbidden).toEqual([]);
    // studio/index.html is not a page's document.
    expect(report.rows.find((candidate) => candidate.item.startsWith("Page document"))?.files.map((entry) => entry.file) ?? []).not.toContain("studio/index.html");
  });

  it("measures the inbox on its own: its chunk and what it imports beyond the studio's first load; none of it in the first load or a public file", () => {
    const report = measureDist(writeDist({ ...chunks, ...studio, "assets/stray.js": 'rpc("list_contact_messages")', "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }));
    const row = report.rows.find((candidate) => candidate.key === "inbox")!;
    expect(row.files.map((entry) => entry.file)).toEqual(["studio/assets/InboxEntry-a1.js", "studio/assets/supabase-b2.js"]);
    expect(report.inboxLeaks).toEqual(["assets/stray.js"]);
    expect(report.inboxInFirstLoad).toEqual([]);
    const eager = { ...studio, "studio/index.html": `${studio["studio/index.html"]}<link rel="modulepreload" href="./assets/InboxEntry-a1.js" />` };
    expect(measureDist(writeDist({ ...chunks, ...eager, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) })).inboxInFirstLoad).toEqual(["studio/assets/InboxEntry-a1.js"]);
  });

  it("measures the article editor on its own: what it adds to the first load and the article form that imports it; never in the first load", () => {
    const report = measureDist(writeDist({ ...chunks, ...studio, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }));
    const row = report.rows.find((candidate) => candidate.key === "articleEditor")!;
    expect(row.item).toBe("Article editor (its own chunks, gzip)");
    expect(row.budget).toBe(budgets.articleEditor);
    // Not shared.js (the first load's) nor entry-text-e5.js (the form's, loaded before the editor).
    expect(row.files.map((entry) => entry.file)).toEqual(["studio/assets/BodyEditor-d4.js", "studio/assets/prosemirror-f6.js"]);
    expect(report.articleEditorInFirstLoad).toEqual([]);
    // Imported statically by a chunk of the first load, it is part of it, preloaded or not.
    const eager = { ...studio, "studio/assets/shared.js": 'import"./BodyEditor-d4.js";export const s=1' };
    expect(measureDist(writeDist({ ...chunks, ...eager, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) })).articleEditorInFirstLoad).toEqual(["studio/assets/BodyEditor-d4.js"]);
  });

  it("says so when the studio's build has no article editor chunk, or two", () => {
    const { ["studio/assets/BodyEditor-d4.js"]: _editor, ...without } = studio;
    expect(() => measureDist(writeDist({ ...chunks, ...without, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }))).toThrow(/0 article editor chunks/);
    const twice = { ...studio, "studio/assets/BodyEditor-g7.js": "export default 1" };
    expect(() => measureDist(writeDist({ ...chunks, ...twice, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }))).toThrow(/2 article editor chunks/);
  });

  it("reports ProseMirror, the studio's editor, in a public chunk", () => {
    expect(findMarkers("assets/about.js", 'e.classList.add("ProseMirror-hideselection")')).toEqual([{ file: "assets/about.js", pkg: "prosemirror", marker: "ProseMirror-hideselection" }]);
  });

  it("reports the chunk and marker when a public chunk holds yaml", () => {
    const report = measureDist(writeDist({ ...chunks, ...studio, "assets/about.js": "throw new YAMLParseError()", "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }));
    expect(report.forbidden).toEqual([{ file: "assets/about.js", pkg: "yaml", marker: "YAMLParseError" }]);
  });

  it("says what is missing when there is no manifest, or no studio", () => {
    expect(() => measureDist(writeDist({ "index.html": html }))).toThrow(/manifest\.json is missing/);
    expect(() => measureDist(writeDist({ ...chunks, "index.html": html, ".vite/manifest.json": JSON.stringify(manifest) }))).toThrow(/studio\/index\.html is missing/);
  });
});
