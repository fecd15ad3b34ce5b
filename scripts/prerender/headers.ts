/**
 * The response headers the site wants from its host, in one place: the build writes
 * them to dist/_headers (Netlify, Cloudflare Pages and others read it) and
 * `npm run schema` writes the same rules into netlify.toml (a test fails when it is
 * stale). Only the Content Security Policy is left to _headers and the page's <meta>,
 * because its hashes change with every build.
 */

const yearImmutable = "public, max-age=31536000, immutable";
const oneDay = "public, max-age=86400";

export interface HeaderRule {
  /** A path pattern as both files write it: `/*`, `/assets/*`. */
  path: string;
  headers: Record<string, string>;
}

export const securityHeaderValues: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
};

/** Every rule but the CSP: security headers for every path, then caching that suits each kind of file. */
export const headerRules: HeaderRule[] = [
  { path: "/*", headers: securityHeaderValues },
  // Names carry a content hash: a changed file gets a new name.
  { path: "/assets/*", headers: { "Cache-Control": yearImmutable } },
  { path: "/routes/*", headers: { "Cache-Control": yearImmutable } },
  // Stable names whose files may change with a deploy: a day, then asked again.
  { path: "/media/*", headers: { "Cache-Control": oneDay } },
  { path: "/cards/*", headers: { "Cache-Control": oneDay } },
  { path: "/favicon.svg", headers: { "Cache-Control": oneDay } },
  { path: "/site.webmanifest", headers: { "Cache-Control": oneDay } },
  { path: "/robots.txt", headers: { "Cache-Control": oneDay } },
  { path: "/sitemap.xml", headers: { "Cache-Control": oneDay } },
  // The pages: always checked, so a new deploy reaches visitors at once.
  { path: "/", headers: { "Cache-Control": "no-cache" } },
  { path: "/index.html", headers: { "Cache-Control": "no-cache" } },
  { path: "/404.html", headers: { "Cache-Control": "no-cache" } },
  // Each page's own document (about/index.html), by the address hosts serve it at and by its file.
  { path: "/:page/", headers: { "Cache-Control": "no-cache" } },
  { path: "/:page/index.html", headers: { "Cache-Control": "no-cache" } },
];

/** dist/_headers: the rules above, with the build's CSP first for every path. */
export function securityHeaders(csp: string): string {
  return headerRules
    .map(({ path, headers }) => {
      const lines = Object.entries(path === "/*" ? { "Content-Security-Policy": csp, ...headers } : headers).map(([name, value]) => `  ${name}: ${value}`);
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
    "# The Content Security Policy is in dist/_headers only: its hashes change with every build.",
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
