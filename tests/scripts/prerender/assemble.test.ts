import { describe, expect, it } from "vitest";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { assembleSite } from "../../../scripts/prerender/assemble.ts";
import { sha256Source } from "../../../scripts/prerender/csp.ts";
import { minifyCss } from "../../../scripts/prerender/minify-css.ts";
import { prerenderedRoutes, type RouteShell } from "../../../scripts/prerender/route-shell.ts";
import { inlineCodeOf, policyHashes } from "../../fixtures/inline-code.ts";
import { assembleInput } from "../../fixtures/assemble-input.ts";
import { headersForPath, parseHeadersFile } from "../../fixtures/headers-file.ts";

const content = validateContentFolder(".").content!;
const routes = prerenderedRoutes(content);
const input = assembleInput(content);
const files = assembleSite(input);
const index = files.get("index.html")!;
const notFound = files.get("404.html")!;
const about = files.get("about/index.html")!;

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");

describe("assembling the prerendered site", () => {
  it("writes every file the prerender adds to dist/: a document, a route file and a data file a prerendered route, beside each other, no redirects", () => {
    const shells = [...files.keys()].filter((path) => path.endsWith("/shell.json"));
    expect(shells.sort()).toEqual(routes.map((route) => `${route.slice(1)}/shell.json`).sort());
    const data = [...files.keys()].filter((path) => path.endsWith("/page.json"));
    // Every page but those bundled with the app (home and not-found in each language), the auth landing's too.
    expect(data.sort()).toEqual([...routes.filter((route) => route !== "/ar"), "/auth", "/ar/auth"].map((route) => `${route.slice(1)}/page.json`).sort());
    const documents = routes.map((route) => `${route.slice(1)}/index.html`);
    const others = [...files.keys()].filter((path) => !path.endsWith("/shell.json") && !path.endsWith("/page.json") && !path.startsWith("sections/") && !path.startsWith("assets/fonts-"));
    // The news's feeds, one pair a language, beside its pages; the events' calendar a language, and each event's own.
    const feeds = ["news/atom.xml", "news/feed.json", "ar/news/atom.xml", "ar/news/feed.json", "events/calendar.ics", "ar/events/calendar.ics"];
    const calendars = [...files.keys()].filter((path) => path.endsWith("/event.ics"));
    expect(calendars.length).toBeGreaterThanOrEqual(8);
    feeds.push(...calendars);
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
    // Its whole CSS, not the difference from home: the document stands alone (minified, its two rules of one colour are one).
    expect(about).toContain(minifyCss(".css-header{color:red}.css-page-about{color:red}"));
    expect(about).toContain(".css-header,.css-page-about{color:red}");
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
    expect(index).toContain(`<script data-modules='./assets/index-A.js ./assets/shared-B.js' data-fonts='./assets/inter-core-F0.woff2' data-fonts-later='./${stylesheet}'>startApp()</script>\n  </head>`);
    expect(index).not.toMatch(/type="module"|<link rel="modulepreload"|\/src\/main\.tsx/);
    expect(index).toMatch(/<div id="root"><main data-search-title="[^"]+" data-search-section="Page"><h1>Home<\/h1><\/main><\/div>/);
    expect(index).not.toContain("<!--");
  });

  it("lists no other page's modules in index.html, and in a page's own document only its own", () => {
    expect(index).not.toContain("data-route-modules");
    expect(index).not.toContain("/contact");
    expect(about).toMatch(/<script data-modules='[^']*'(?! data-route-modules)[^>]*>startApp\(\)<\/script>/);
    expect(files.get("contact/index.html")).toContain(`data-route-modules='{"/contact":["./assets/Form-C.js"]}'`);
  });

  it("paints every page in the local fallback face, or in Inter where it is cached, with Inter to swap in a stylesheet of its own that names its files from assets/", () => {
    // English documents link Inter's stylesheet; Arabic ones a stylesheet of their own (Inter's faces and the Arabic ones).
    const stylesheet = [...files].find(([path]) => path.startsWith("assets/fonts-") && index.includes(path))!;
    expect(stylesheet[1]).toBe('@font-face { font-family: "Inter Variable"; src: url(./inter-core-F0.woff2) format("woff2-variations"); }\n');
    for (const html of [index, about]) {
      // index.html's route-pending rule shares the element: one hash in its policy, not two.
      expect(html).toContain(`<style>${html === index ? ".route-pending #root main{visibility:hidden}" : ""}@font-face{font-family:"Inter Fallback";src:local("Arial")}</style>`);
      expect(html).not.toMatch(/rel="preload" as="font"/);
      // Inter, inline for the first paint only where the boot script after it finds it likely cached, and never swapped in there.
      expect(html).toContain('<style media="not all" data-faces-if-cached>@font-face{font-display:optional;font-family:"Inter Variable";src:url(./assets/inter-core-F0.woff2) format("woff2-variations")}</style><script>turnOnFaces()</script>');
      expect(html.match(/Inter Variable/g)).toHaveLength(1);
      // Without JavaScript the loader never runs: the stylesheet is linked as usual.
      expect(html).toContain(`<noscript><link rel="stylesheet" href="./${stylesheet[0]}" /></noscript>`);
    }
    // The not-found document loads no app, so it declares every face itself.
    expect(notFound).toContain("Inter Variable");
  });

  it("gives each route's file, at an address its route gives, its page and only the CSS rules home's page lacks; index.html names none", () => {
    const shell = JSON.parse(files.get("about/shell.json")!) as RouteShell;
    expect(shell).toEqual({ title: content.pages.find((candidate) => candidate.route === "/about")!.title, lang: "en", dir: "ltr", ids: "page-about", rules: [".css-page-about{color:red}"], html: "<main><h1>/about</h1></main>" });
    // An Arabic route's file says its language and direction, for the <html> it is shown in.
    const arabic = JSON.parse(files.get("ar/about/shell.json")!) as RouteShell;
    expect(arabic).toMatchObject({ title: content.pages.find((candidate) => candidate.route === "/ar/about")!.title, lang: "ar", dir: "rtl", html: "<main><h1>/ar/about</h1></main>" });
    expect(index).not.toContain("shell.json");
    expect(index).toContain(`<script data-other-language-prefixes='["/ar"]'>showRoute()</script>`);
  });

  it("writes each page's data for the app beside its document, its entry's facts and content as the browser takes them", () => {
    const data = JSON.parse(files.get("ar/about/page.json")!) as { route: string; locale: string; page: { route: string; title: string } };
    expect(data).toMatchObject({ route: "/ar/about", locale: "ar", page: { route: "/ar/about", title: content.pages.find((candidate) => candidate.route === "/ar/about")!.title } });
    expect(files.has("page.json")).toBe(false);
    expect(files.has("ar/page.json")).toBe(false);
  });

  it("allows by hash exactly the inline scripts and styles of each document, index.html, 404.html and each page's, and nothing else inline", () => {
    const emptyStyle = "";
    const documents = [...files].filter(([path]) => path.endsWith(".html"));
    expect(documents.length).toBeGreaterThan(routes.length);
    for (const [path, html] of documents) {
      // And the styles its code adds later as text: emotion's empty tags (the route shell inserts another route's CSS as rules).
      const later = path.endsWith("404.html") ? [] : [emptyStyle];
      const code = inlineCodeOf(html);
      const policy = metaPolicy(html);
      expect(code.scripts.length, path).toBeGreaterThan(0);
      // Every script it runs has its hash listed, and no hash is listed without a script; the same for styles.
      expect(policyHashes(policy, "script-src"), path).toEqual([...new Set(code.scripts.map(sha256Source))].sort());
      expect(policyHashes(policy, "style-src"), path).toEqual([...new Set([...code.styles, ...later].map(sha256Source))].sort());
      expect(policy).not.toContain("unsafe-inline");
    }
    // No document allows another's code: the boot script of a page's document is not index.html's.
    expect(metaPolicy(index)).not.toContain(sha256Source("adoptAddress()"));
    expect(metaPolicy(about)).not.toContain(sha256Source("showRoute()"));
  });

  it("hashes a script as it is written, even when its data holds a `>`, which ends a tag for a pattern over the markup", () => {
    const odd = assembleSite({ ...input, client: { ...input.client, routeModules: { "/contact": ["./assets/Form>C.js"] } } }).get("contact/index.html")!;
    expect(odd).toContain(`data-route-modules='{"/contact":["./assets/Form>C.js"]}'`);
    const scripts = inlineCodeOf(odd).scripts;
    expect(scripts).toContain("startApp()");
    expect(policyHashes(metaPolicy(odd), "script-src")).toEqual([...new Set(scripts.map(sha256Source))].sort());
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
  });

  it("sends one policy with every document, by every address, allowing the boot scripts every document's <meta> allows, and the studio's with /studio/*", () => {
    const headers = parseHeadersFile(files.get("_headers")!);
    const shared = headersForPath(headers, "/")["Content-Security-Policy"]!;
    const scripts = (policy: string) => new RegExp("script-src ([^;]*)").exec(policy)![1]!.split(" ").filter((source) => source.startsWith("'sha256-"));
    for (const [address, html] of [["/", index], ["/index.html", index], ["/404.html", notFound], ["/about/", about], ["/about/index.html", about], ["/ar/404.html", files.get("ar/404.html")!], ["/ar/about/", files.get("ar/about/index.html")!]] as const) {
      expect(headersForPath(headers, address), address).toMatchObject({ "Content-Security-Policy": shared, "X-Frame-Options": "DENY" });
      // The header allows each document's scripts; the document's <meta>, enforced beside it, narrows it to its own code.
      expect(scripts(shared)).toEqual(expect.arrayContaining(scripts(metaPolicy(html))));
    }
    expect(shared).toMatch(/frame-ancestors 'none'$/);
    const raw = files.get("_headers")!;
    expect(raw).toContain("/studio/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'\n  X-Frame-Options: SAMEORIGIN\n  X-Robots-Tag: noindex\n");
    expect(raw).not.toMatch(/^\/\*\n( {2}.+\n)* {2}(Content-Security-Policy|X-Frame-Options):/m);
  });

  it("links and loads nothing of the studio from any public file; only robots.txt and _headers name it", () => {
    // A page's data holds its words, which may speak of the studio (the cookie policy names what it keeps); none links it.
    const naming = [...files].filter(([path, text]) => /studio/i.test(text) && !path.endsWith("/page.json")).map(([path]) => path);
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
