import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

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

/** The headers dist/_headers gives every path (`/*`), as Netlify and Cloudflare Pages send them. */
function headersForEveryPath(dist: string): Record<string, string> {
  const text = readFileSync(join(dist, "_headers"), "utf8");
  const block = /^\/\*\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? "";
  return Object.fromEntries(block.trim().split("\n").map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]));
}

/**
 * A static host as Netlify, Cloudflare Pages and GitHub Pages behave: a file for a path
 * that has one (a folder's index.html for `/` and `/about/`; `/about`, a folder named
 * without its slash, is sent to `/about/` with a 301, query kept), and 404.html with
 * status 404 for any other path. `base`: where the site lives on the host, "/" or
 * "/repo/" (a GitHub Pages project site); paths outside it get the 404 page too.
 */
export async function startStaticHost(dist = "dist", base = "/"): Promise<{ origin: string; server: Server }> {
  const headers = headersForEveryPath(dist);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://host");
    const full = decodeURIComponent(url.pathname);
    const path = full.startsWith(base) ? `/${full.slice(base.length)}` : "/\0outside";
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
