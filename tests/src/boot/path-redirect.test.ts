import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { pathRedirectTag } from "../../../scripts/prerender/path-urls.ts";

/** The routes whose data file the host has (page-files.ts): every page but home and not-found. */
const routes = ["/about", "/partnerships", "/auth", "/ar/about"];
const notFoundDocuments = { "/ar": "ar/404.html" };

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).pathRedirect;
});

/** The data attributes of the tag the build writes, as the script reads them from itself. */
function tagData(basePath: string): Record<string, string> {
  const { tag } = pathRedirectTag("", basePath, notFoundDocuments);
  const data = [...tag.matchAll(/ ([\w-]+)='([^']*)'/g)].map(([, name, value]) => [name!, value!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")]);
  return Object.fromEntries(data);
}

/**
 * Runs the not-found documents' script, compiled, against an address in a sandbox whose host
 * answers for the routes' data files: where it sends the visitor, and the address it puts back, if any.
 */
async function run(address: string, basePath = "/"): Promise<{ target?: string; shown?: string }> {
  const url = new URL(address, "https://www.example.com");
  const result: { target?: string; shown?: string } = {};
  const data = tagData(basePath);
  runInNewContext(text, {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (result.target = to) },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => (result.shown = to) },
    document: { currentScript: { getAttribute: (name: string) => data[name] ?? null } },
    fetch: async (url: string, init: { method: string }) => ({ ok: init.method === "HEAD" && routes.some((route) => url === `${basePath}${route.slice(1)}/page.json`) }),
  });
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
}
const redirectFrom = async (address: string, basePath = "/") => (await run(address, basePath)).target;

describe("the path redirect (src/boot/path-redirect.ts, compiled)", () => {
  it("sends a known route to its hash address, keeping the query and turning the anchor into a section", async () => {
    expect(await redirectFrom("/about")).toBe("/#/about");
    expect(await redirectFrom("/about?utm_source=x#team")).toBe("/?utm_source=x#/about?section=team");
    expect(await redirectFrom("/partnerships#our%20partners")).toBe("/#/partnerships?section=our%20partners");
    expect(await redirectFrom("/partnerships#%E0%A4%A")).toBe("/#/partnerships?section=%25E0%25A4%25A");
    expect(await redirectFrom("/About/")).toBe("/#/about");
    expect(await redirectFrom("/about/index.html")).toBe("/#/about");
    expect(await redirectFrom("/index.html")).toBe("/#/");
  });

  it("leaves any other path to the not-found page", async () => {
    expect(await redirectFrom("/no-such-page")).toBeUndefined();
    expect(await redirectFrom("/about/team")).toBeUndefined();
    expect(await redirectFrom("/assets/missing.js")).toBeUndefined();
  });

  it("works for a site that lives under a path", async () => {
    expect(await redirectFrom("/repo/about?x=1#team", "/repo/")).toBe("/repo/?x=1#/about?section=team");
    expect(await redirectFrom("/repo/elsewhere", "/repo/")).toBeUndefined();
  });
});

describe("the path redirect, for another language's paths", () => {
  it("hands a path under /ar/ that is no route to the Arabic not-found document, with the address typed", async () => {
    expect(await redirectFrom("/ar/no-such-page?x=1")).toBe(`/ar/404.html#${encodeURIComponent("/ar/no-such-page?x=1")}`);
    expect(await redirectFrom("/AR/About/Team")).toBe(`/ar/404.html#${encodeURIComponent("/AR/About/Team")}`);
    expect(await redirectFrom("/repo/ar/elsewhere", "/repo/")).toBe(`/repo/ar/404.html#${encodeURIComponent("/repo/ar/elsewhere")}`);
    // Routes still go to their hash address; paths outside /ar/ stay on the English not-found page.
    expect(await redirectFrom("/ar/about")).toBe("/#/ar/about");
    expect(await redirectFrom("/arabic-fuel")).toBeUndefined();
  });

  it("in the Arabic not-found document, puts the address typed back in the address bar, and sends nothing on", async () => {
    expect(await run(`/ar/404.html#${encodeURIComponent("/ar/no-such-page?x=1")}`)).toEqual({ shown: "/ar/no-such-page?x=1" });
    expect(await run(`/repo/ar/404.html#${encodeURIComponent("/repo/ar/elsewhere")}`, "/repo/")).toEqual({ shown: "/repo/ar/elsewhere" });
    // Opened as itself, or handed an address off the site, it stays where it is.
    expect(await run("/ar/404.html")).toEqual({});
    expect(await run(`/ar/404.html#${encodeURIComponent("//elsewhere.example/x")}`)).toEqual({});
  });
});

