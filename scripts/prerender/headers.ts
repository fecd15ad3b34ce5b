/**
 * The response headers the site wants from its host, in one place: the build writes
 * them to dist/_headers (Netlify, Cloudflare Pages and others read it) and
 * `npm run schema` writes the rules that do not change with a build into netlify.toml
 * (a test fails when it is stale). The Content Security Policies and the framing rules
 * that go with them are left to _headers and the pages' <meta>, because their hashes
 * change with every build.
 *
 * No two rules that match one address set the same header. Hosts apply every rule that
 * matches, and Cloudflare Pages joins two values of one header with a comma: two policies,
 * both enforced, so the public pages' policy on `/*` would also hold the studio (dist/studio/)
 * to `frame-ancestors 'none'` and keep it from its own preview frame and from GitHub's API.
 * So the public documents' policy goes to their addresses, and the studio's to `/studio/*`.
 * That policy is one for every document (assemble.ts sharedDocumentPolicy: each document's
 * <meta> narrows it to its own styles), so it takes one rule per folder at the site's root
 * (`/about/*`, `/ar/*`, `/<collection>/*`) however many pages those folders hold: Cloudflare Pages
 * reads at most 100 rules, of at most 2,000 characters a line. An address with no file gets
 * 404.html with the policy of its <meta>.
 */
import { hostedStudioFolder } from "../../src/studio/hosted/page-data.ts";

const yearImmutable = "public, max-age=31536000, immutable";
const oneDay = "public, max-age=86400";

export interface HeaderRule {
  /** A path pattern as both files write it: `/*`, `/assets/*`. */
  path: string;
  headers: Record<string, string>;
}

/** Headers every response gets, the studio's included. */
const securityHeaderValues: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

const studioFolder = `/${hostedStudioFolder}`;

/** What a media file opened as a document may do: draw itself, nothing more. */
const mediaPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Every rule the build does not compute: security headers for every path, caching that suits each kind of file, and the studio kept out of search. */
export const headerRules: HeaderRule[] = [
  { path: "/*", headers: securityHeaderValues },
  // Names carry a content hash: a changed file gets a new name.
  { path: "/assets/*", headers: { "Cache-Control": yearImmutable } },
  // The static sections of home and not-found, named by their route (src/content/page-files.ts): asked again each time.
  { path: "/sections/*", headers: { "Cache-Control": "no-cache" } },
  // Stable names whose files may change with a deploy: a day, then asked again.
  // Editors' pictures, opened on their own, are documents of the site's origin: an SVG among them
  // runs no script and reaches nothing (the studio keeps a token on this origin).
  { path: "/media/*", headers: { "Cache-Control": oneDay, "Content-Security-Policy": mediaPolicy } },
  { path: "/cards/*", headers: { "Cache-Control": oneDay } },
  { path: "/favicon.svg", headers: { "Cache-Control": oneDay } },
  { path: "/site.webmanifest", headers: { "Cache-Control": oneDay } },
  { path: "/robots.txt", headers: { "Cache-Control": oneDay } },
  { path: "/sitemap.xml", headers: { "Cache-Control": oneDay } },
  // The pages: always checked, so a new deploy reaches visitors at once.
  { path: "/", headers: { "Cache-Control": "no-cache" } },
  { path: "/index.html", headers: { "Cache-Control": "no-cache" } },
  { path: "/404.html", headers: { "Cache-Control": "no-cache" } },
  // Each other language's not-found page (ar/404.html).
  { path: "/:language/404.html", headers: { "Cache-Control": "no-cache" } },
  // Each page's own document (about/index.html), by the address hosts serve it at and by its file; the studio's index.html too.
  { path: "/:page/", headers: { "Cache-Control": "no-cache" } },
  { path: "/:page/index.html", headers: { "Cache-Control": "no-cache" } },
  { path: `${studioFolder}/assets/*`, headers: { "Cache-Control": yearImmutable } },
  { path: `${studioFolder}/preview.html`, headers: { "Cache-Control": "no-cache" } },
  // The studio holds a GitHub token and a Publish button: only its own pages may frame it, on any host that reads these files.
  { path: `${studioFolder}/*`, headers: { "X-Robots-Tag": "noindex", "X-Frame-Options": "SAMEORIGIN" } },
];

export interface DocumentPolicies {
  /** The address patterns of the public documents (documentRulePaths) and the one policy they all get (header form). */
  site: { paths: string[]; csp: string };
  /** The studio's Content Security Policy (header form). */
  studio: string;
}

/** The rules each build computes: every public document's policy, and the studio's, which may frame its own preview. */
function policyRules({ site, studio }: DocumentPolicies): HeaderRule[] {
  return [
    ...site.paths.map((path) => ({ path, headers: { "Content-Security-Policy": site.csp, "X-Frame-Options": "DENY" } })),
    { path: `${studioFolder}/*`, headers: { "Content-Security-Policy": studio, "X-Frame-Options": "SAMEORIGIN" } },
  ];
}

/**
 * The address patterns that cover the public documents (`index.html`, `404.html`,
 * `about/index.html`, `ar/<collection>/<slug>/index.html`): a document at the root by its address
 * (home also at `/`), every other one by its first folder (`/about/*`, `/ar/*`), so the rules
 * follow the site's top-level folders, not its pages. The studio's folder is never one.
 */
export function documentRulePaths(files: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const file of files) {
    const [first, ...rest] = file.split("/");
    if (rest.length === 0) {
      if (file === "index.html") paths.add("/");
      paths.add(`/${file}`);
    } else if (first === hostedStudioFolder) throw new Error(`A public document would be written in the studio's folder: ${file}.`);
    else paths.add(`/${first}/*`);
  }
  return [...paths];
}

/** dist/_headers: the rules above and the build's policies, one block per address, a policy first in its block. */
export function securityHeaders(policies: DocumentPolicies): string {
  const byPath = new Map<string, Record<string, string>>();
  for (const { path, headers } of [...policyRules(policies), ...headerRules]) byPath.set(path, { ...byPath.get(path), ...headers });
  const order = [...new Set([...headerRules, ...policyRules(policies)].map((rule) => rule.path))];
  return order
    .map((path) => {
      const lines = Object.entries(byPath.get(path)!).map(([name, value]) => `  ${name}: ${value}`);
      return `${path}\n${lines.join("\n")}\n`;
    })
    .join("\n");
}

const tomlString = (text: string) => JSON.stringify(text);

/** netlify.toml: how Netlify builds the site, and the same header rules as _headers. */
export function netlifyConfig(): string {
  const headers = headerRules.map(({ path, headers: values }) =>
    [`[[headers]]`, `  for = ${tomlString(path)}`, `  [headers.values]`, ...Object.entries(values).map(([name, value]) => `    ${name} = ${tomlString(value)}`)].join("\n"),
  );
  return [
    "# Netlify: build settings and response headers. Written by `npm run schema` from",
    "# scripts/prerender/headers.ts, which also writes dist/_headers; edit that file, not this one.",
    "# The Content Security Policies, and the public pages' X-Frame-Options beside them, are in dist/_headers only:",
    "# their hashes change with every build.",
    "# No redirects: each page has a document at its path (dist/about/index.html), and 404.html",
    "# (served with status 404) handles any other path.",
    "",
    "[build]",
    '  command = "npm run build"',
    '  publish = "dist"',
    "",
    ...headers.flatMap((block) => [block, ""]),
  ].join("\n");
}
