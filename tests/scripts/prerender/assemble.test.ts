import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { assembleSite, type AssembleInput } from "../../../scripts/prerender/assemble.ts";
import { sha256Source } from "../../../scripts/prerender/csp.ts";
import { prerenderedRoutes, type RouteShell } from "../../../scripts/prerender/route-shell.ts";
import type { PrerenderedPage } from "../../../src/entry-server.tsx";

const content = validateContentFolder(".").content!;
const routes = prerenderedRoutes(content);
const font = "./assets/inter-core-F0.woff2";

/** A page as the render step gives it: `ids` are emotion ids, each with a rule of its own. */
const fallbackFace = `@font-face {\n  font-family: "Inter Fallback";\n  src: local("Arial");\n}`;
const interFaces = `@font-face {\n  font-family: "Inter Variable";\n  src: url(${font}) format("woff2-variations");\n}`;
function page(html: string, ids: string[]): PrerenderedPage {
  const byId = Object.fromEntries(ids.map((id) => [id, `.css-${id}{color:red}`]));
  return {
    html,
    fontFaces: `${fallbackFace}\n${interFaces}`,
    fallbackFace,
    interFaces,
    arabicFirstPaint: `@font-face {\n  font-family: "Arabic Fallback";\n  src: local("Tahoma");\n}`,
    arabicFaces: `@font-face {\n  font-family: "Noto Sans Arabic Variable";\n  src: url(./assets/noto-sans-arabic-core-A0.woff2) format("woff2-variations");\n}`,
    global: { ids: ["global"], css: "body{margin:0}", byId: { global: "body{margin:0}" } },
    components: { ids, css: Object.values(byId).join(""), byId },
  };
}

const input: AssembleInput = {
  template: readFileSync("index.html", "utf8"),
  content,
  shipped: content,
  rendered: {
    home: page("<main><h1>Home</h1></main>", ["header", "hero"]),
    notFound: page("<main><h1>Page Not Found</h1></main>", ["header", "missing"]),
    notFoundIn: new Map([["/ar", page("<main><h1>الصفحة غير موجودة</h1></main>", ["header", "missing"])]]),
    routes: new Map(routes.map((route) => [route, page(`<main><h1>${route}</h1></main>`, ["header", `page${route.replace("/", "-")}`])])),
    coreFont: font,
    arabicCoreFont: "./assets/noto-sans-arabic-core-A0.woff2",
  },
  client: {
    modules: ["./assets/index-A.js", "./assets/shared-B.js"],
    routeModules: { "/contact": ["./assets/Form-C.js"] },
    files: new Set(["assets/index-A.js", "assets/shared-B.js", "assets/Form-C.js", "assets/inter-core-F0.woff2", "assets/noto-sans-arabic-core-A0.woff2"]),
  },
  // Stand-ins for the compiled boot scripts (tests/src/boot/ tests the real ones).
  boot: { routeShell: "showRoute()", hydrationLoader: "startApp()", pathDocument: "adoptAddress()", pathRedirect: "redirect()", facesIfCached: "turnOnFaces()" },
  studioPolicy: "default-src 'self'; frame-ancestors 'self'",
};
const files = assembleSite(input);
const index = files.get("index.html")!;
const notFound = files.get("404.html")!;
const about = files.get("about/index.html")!;

/** The inline code of a document; JSON-LD is data, which browsers never run and the CSP does not govern. */
const inline = (html: string, tag: "script" | "style") =>
  [...html.matchAll(new RegExp(`<${tag}\\b(?![^>]*type="application/ld\\+json")[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1]!);
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");

describe("assembling the prerendered site", () => {
  it("writes every file the prerender adds to dist/: a file and a document a prerendered route, no redirects", () => {
    const shells = [...files.keys()].filter((path) => path.startsWith("routes/"));
    expect(shells).toHaveLength(routes.length);
    const documents = routes.map((route) => `${route.slice(1)}/index.html`);
    const others = [...files.keys()].filter((path) => !path.startsWith("routes/") && !path.startsWith("assets/fonts-"));
    // The news's feeds, one pair a language, beside its pages.
    const feeds = ["news/atom.xml", "news/feed.json", "ar/news/atom.xml", "ar/news/feed.json"];
    expect(others.sort()).toEqual(["404.html", "_headers", ...documents, ...feeds, "ar/404.html", "index.html", "robots.txt", "sitemap.xml"].sort());
    expect(routes).not.toContain("/auth");
  });

  it("writes each page's document with its own page, title, canonical address, card and a base at the site's root", () => {
    const page = content.pages.find((candidate) => candidate.route === "/about")!;
    // <main> carries what site search shows of the page (search-facts.ts).
    expect(about).toMatch(/<div id="root" data-prerendered-route="\/about"><main data-search-title="[^"]+" data-search-section="Page"><h1>\/about<\/h1><\/main><\/div>/);
    expect(about).toContain(`<title>${page.title}</title>`);
    expect(about).toContain('<link rel="canonical" href="https://www.verdavia.com/about/" />');
    expect(about).toContain('<meta property="og:url" content="https://www.verdavia.com/about/" />');
    expect(about).toContain('<meta property="og:image" content="https://www.verdavia.com/cards/about.png" />');
    expect(about).toContain('<meta name="twitter:image" content="https://www.verdavia.com/cards/about.png" />');
    expect(about).not.toContain('name="robots"');
    // The CSP first, then the base and the address switch, before any other address or script.
    const order = ["Content-Security-Policy", '<base href="../" />', ">adoptAddress()</script>", "<title>", "startApp()"].map((text) => about.indexOf(text));
    expect(order.every((at, position) => at >= 0 && (position === 0 || at > order[position - 1]!))).toBe(true);
    expect(about).toContain(`<script data-route='/about'>adoptAddress()</script>`);
    // Its whole CSS, not the difference from home: the document stands alone.
    expect(about).toContain(".css-header{color:red}.css-page-about{color:red}");
    expect(about).not.toContain("showRoute()");
  });

  it("gives home its canonical root address and the company as JSON-LD, from site.yaml", () => {
    expect(index).toContain('<link rel="canonical" href="https://www.verdavia.com/" />');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(index)![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: content.site.brand.name, url: "https://www.verdavia.com/", email: content.site.contact.email });
    expect(data.sameAs).toEqual(content.site.social.map((profile) => profile.href));
    expect(about).not.toContain("application/ld+json");
  });

  it("lists every public page's path URL in the sitemap, with the date its file gives", () => {
    const sitemap = files.get("sitemap.xml")!;
    expect(sitemap).toContain("<loc>https://www.verdavia.com/</loc>");
    expect(sitemap).toContain("<loc>https://www.verdavia.com/about/</loc>");
    expect(sitemap).not.toMatch(/auth|#/);
    expect(sitemap).toContain(`<lastmod>${content.pages.find((candidate) => candidate.route === "/about")!.updated}</lastmod>`);
  });

  it("starts the app and fetches Inter from the client bundle's entry and preloads after the first paint, keeping Inter's stylesheet for the next page, with no module script of Vite's", () => {
    const stylesheet = [...files.keys()].find((path) => /^assets\/fonts-[0-9a-f]{8}\.css$/.test(path))!;
    expect(index).toContain(
      `<script data-modules='./assets/index-A.js ./assets/shared-B.js' data-route-modules='{"/contact":["./assets/Form-C.js"]}' data-fonts='./assets/inter-core-F0.woff2' data-fonts-later='./${stylesheet}'>startApp()</script>\n  </head>`,
    );
    expect(index).not.toMatch(/type="module"|<link rel="modulepreload"|\/src\/main\.tsx/);
    expect(index).toMatch(/<div id="root"><main data-search-title="[^"]+" data-search-section="Page"><h1>Home<\/h1><\/main><\/div>/);
    expect(index).not.toContain("<!--");
  });

  it("lists every page's modules in index.html, for visits at their hash address, and in a page's own document only its own", () => {
    expect(index).toContain(`data-route-modules='{"/contact":["./assets/Form-C.js"]}'`);
    expect(about).toMatch(/<script data-modules='[^']*'(?! data-route-modules)[^>]*>startApp\(\)<\/script>/);
    expect(files.get("contact/index.html")).toContain(`data-route-modules='{"/contact":["./assets/Form-C.js"]}'`);
  });

  it("paints every page in the local fallback face, or in Inter where it is cached, with Inter to swap in a stylesheet of its own that names its files from assets/", () => {
    // English documents link Inter's stylesheet; Arabic ones a stylesheet of their own (Inter's faces and the Arabic ones).
    const stylesheet = [...files].find(([path]) => path.startsWith("assets/fonts-") && index.includes(path))!;
    expect(stylesheet[1]).toBe('@font-face { font-family: "Inter Variable"; src: url(./inter-core-F0.woff2) format("woff2-variations"); }\n');
    for (const html of [index, about]) {
      expect(html).toContain('<style>@font-face { font-family: "Inter Fallback"; src: local("Arial"); }</style>');
      expect(html).not.toMatch(/rel="preload" as="font"/);
      // Inter, inline for the first paint only where the boot script after it finds it likely cached, and never swapped in there.
      expect(html).toContain('<style media="not all" data-faces-if-cached>@font-face { font-display: optional; font-family: "Inter Variable"; src: url(./assets/inter-core-F0.woff2) format("woff2-variations"); }</style><script>turnOnFaces()</script>');
      expect(html.match(/Inter Variable/g)).toHaveLength(1);
      // Without JavaScript the loader never runs: the stylesheet is linked as usual.
      expect(html).toContain(`<noscript><link rel="stylesheet" href="./${stylesheet[0]}" /></noscript>`);
    }
    // The not-found document loads no app, so it declares every face itself.
    expect(notFound).toContain("Inter Variable");
  });

  it("gives each route's file its page and only the CSS home's page lacks", () => {
    const shell = JSON.parse(files.get([...files.keys()].find((path) => path.startsWith("routes/about-"))!)!) as RouteShell;
    expect(shell).toEqual({ title: content.pages.find((candidate) => candidate.route === "/about")!.title, lang: "en", dir: "ltr", ids: "page-about", css: ".css-page-about{color:red}", html: "<main><h1>/about</h1></main>" });
    // An Arabic route's file says its language and direction, for the <html> it is shown in.
    const arabic = JSON.parse(files.get([...files.keys()].find((path) => path.startsWith("routes/ar_about-"))!)!) as RouteShell;
    expect(arabic).toMatchObject({ title: content.pages.find((candidate) => candidate.route === "/ar/about")!.title, lang: "ar", dir: "rtl", html: "<main><h1>/ar/about</h1></main>" });
    for (const path of [...files.keys()].filter((name) => name.startsWith("routes/"))) expect(index).toContain(`"./${path}"`);
  });

  it("allows by hash exactly the inline scripts and styles of each document, index.html, 404.html and each page's, and nothing else inline", () => {
    const hashes = (policy: string, directive: string) => new RegExp(`${directive} ([^;]*)`).exec(policy)![1]!.split(" ").filter((source) => source.startsWith("'sha256-")).sort();
    const emptyStyle = "";
    const shellStyles = [...files].filter(([path]) => path.startsWith("routes/")).map(([, text]) => (JSON.parse(text) as RouteShell).css);
    for (const [html, later] of [[index, [...shellStyles, emptyStyle]], [notFound, []], [about, [emptyStyle]]] as const) {
      const policy = metaPolicy(html);
      expect(hashes(policy, "script-src")).toEqual([...new Set(inline(html, "script").map(sha256Source))].sort());
      // And the styles its code adds later as text: another route's CSS (index.html's route shell), emotion's empty tags.
      expect(hashes(policy, "style-src")).toEqual([...new Set([...inline(html, "style"), ...later].map(sha256Source))].sort());
      expect(policy).not.toContain("unsafe-inline");
    }
    // No document allows another's code: the boot script of a page's document is not index.html's.
    expect(metaPolicy(index)).not.toContain(sha256Source("adoptAddress()"));
    expect(metaPolicy(about)).not.toContain(sha256Source("showRoute()"));
    expect(files.get("_headers")).toContain(`/\n  Content-Security-Policy: ${metaPolicy(index)}; frame-ancestors 'none'`);
  });

  it("makes 404.html a static page that loads none of the app's code, only the path redirect", () => {
    expect(notFound).not.toMatch(/data-modules|type="module"|<link rel="modulepreload"|startApp|showRoute/);
    expect(notFound).toContain(">redirect()</script>");
    expect(notFound).toContain('<div id="root"><main><h1>Page Not Found</h1></main></div>');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
  });

  it("writes the Arabic not-found page as a document of its own: Arabic, right to left, in its fonts, with the path redirect that names it", () => {
    const arabic = files.get("ar/404.html")!;
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain('<div id="root"><main><h1>الصفحة غير موجودة</h1></main></div>');
    expect(arabic).toContain("<title>الصفحة غير موجودة — Verdavia</title>");
    expect(arabic).toContain('<meta name="robots" content="noindex" />');
    expect(arabic).toContain("Noto Sans Arabic Variable");
    expect(arabic).not.toMatch(/data-modules|type="module"|startApp/);
    // Both not-found documents carry the one redirect, which knows where the Arabic one is.
    for (const html of [notFound, arabic]) expect(html).toContain(`data-not-found-documents='{"/ar":"ar/404.html"}'>redirect()</script>`);
    expect(notFound).toMatch(/<html lang="en"/);
    expect(notFound).not.toContain("Noto Sans Arabic");
    expect(files.get("_headers")).toContain(`/ar/404.html\n  Content-Security-Policy: ${metaPolicy(arabic)}; frame-ancestors 'none'`);
  });

  it("sends each page's policy with its document, by every address, and the studio's with /studio/*", () => {
    const headers = files.get("_headers")!;
    for (const [address, html] of [["/", index], ["/index.html", index], ["/404.html", notFound], ["/about/", about], ["/about/index.html", about]] as const) {
      expect(headers).toContain(`${address}\n  Content-Security-Policy: ${metaPolicy(html)}; frame-ancestors 'none'\n  X-Frame-Options: DENY\n`);
    }
    expect(headers).toContain("/studio/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'\n  X-Frame-Options: SAMEORIGIN\n  X-Robots-Tag: noindex\n");
    expect(headers).not.toMatch(/^\/\*\n( {2}.+\n)* {2}(Content-Security-Policy|X-Frame-Options):/m);
  });

  it("links and loads nothing of the studio from any public file; only robots.txt and _headers name it", () => {
    const naming = [...files].filter(([, text]) => /studio/i.test(text)).map(([path]) => path);
    expect(naming.sort()).toEqual(["_headers", "robots.txt"]);
  });

  it("refuses a page whose document would land in the studio's folder", () => {
    const about = content.pages.find((candidate) => candidate.route === "/about")!;
    const clash = { ...content, pages: content.pages.map((candidate) => (candidate === about ? { ...candidate, route: "/studio" } : candidate)) };
    const pages = new Map([...input.rendered.routes].map(([route, page]) => [route === "/about" ? "/studio" : route, page]));
    expect(() => assembleSite({ ...input, content: clash, shipped: clash, rendered: { ...input.rendered, routes: pages } })).toThrow(/route "\/studio" would be written over the studio's pages/);
  });

  it("refuses pages that name a font the browser's build did not write", () => {
    const elsewhere = { ...input, client: { ...input.client, files: new Set(["assets/index-A.js"]) } };
    expect(() => assembleSite(elsewhere)).toThrow(/name assets\/inter-core-F0\.woff2, assets\/noto-sans-arabic-core-A0\.woff2, which the browser's build did not write/);
  });
});
