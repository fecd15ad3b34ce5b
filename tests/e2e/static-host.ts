import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { headersForPath, parseHeadersFile } from "../fixtures/headers-file.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain",
  ".xml": "application/xml",
};

/**
 * A static host as Netlify, Cloudflare Pages and GitHub Pages behave: a file for a path
 * that has one (a folder's index.html for `/` and `/about/`; `/about`, a folder named
 * without its slash, is sent to `/about/` with a 301, query kept), and 404.html with
 * status 404 for any other path. `base`: where the site lives on the host, "/" or
 * "/repo/" (a GitHub Pages project site); paths outside it get the 404 page too. Each
 * response gets the headers dist/_headers gives its path below `base`, merged as
 * Cloudflare Pages merges them (tests/fixtures/headers-file.ts).
 */
export async function startStaticHost(dist = "dist", base = "/"): Promise<{ origin: string; server: Server }> {
  const rules = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://host");
    const full = decodeURIComponent(url.pathname);
    const path = full.startsWith(base) ? `/${full.slice(base.length)}` : "/\0outside";
    const headers = headersForPath(rules, path);
    let file = normalize(join(dist, path));
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!full.endsWith("/")) {
        response.writeHead(301, { ...headers, Location: `${url.pathname}/${url.search}` });
        response.end();
        return;
      }
      file = join(file, "index.html");
    }
    const found = file.startsWith(normalize(dist)) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(dist, "404.html");
    response.writeHead(found ? 200 : 404, { ...headers, "Content-Type": types[extname(served)] ?? "application/octet-stream" });
    response.end(readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
