import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { pathRedirectTag } from "../../../scripts/prerender/path-urls.ts";

const routes = ["/", "/about", "/partnerships", "/auth", "/ar", "/ar/about"];
const notFoundDocuments = { "/ar": "ar/404.html" };

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).pathRedirect;
});

/** The data attributes of the tag the build writes, as the script reads them from itself. */
function tagData(basePath: string): Record<string, string> {
  const { tag } = pathRedirectTag("", routes, basePath, notFoundDocuments);
  const data = [...tag.matchAll(/ ([\w-]+)='([^']*)'/g)].map(([, name, value]) => [name!, value!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")]);
  return Object.fromEntries(data);
}

/** Runs the not-found documents' script, compiled, against an address in a sandbox: where it sends the visitor, and the address it puts back, if any. */
function run(address: string, basePath = "/"): { target?: string; shown?: string } {
  const url = new URL(address, "https://www.example.com");
  const result: { target?: string; shown?: string } = {};
  const data = tagData(basePath);
  runInNewContext(text, {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (result.target = to) },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => (result.shown = to) },
    document: { currentScript: { getAttribute: (name: string) => data[name] ?? null } },
  });
  return result;
}
const redirectFrom = (address: string, basePath = "/") => run(address, basePath).target;

describe("the path redirect (src/boot/path-redirect.ts, compiled)", () => {
  it("sends a known route to its hash address, keeping the query and turning the anchor into a section", () => {
    expect(redirectFrom("/about")).toBe("/#/about");
    expect(redirectFrom("/about?utm_source=x#team")).toBe("/?utm_source=x#/about?section=team");
    expect(redirectFrom("/partnerships#our%20partners")).toBe("/#/partnerships?section=our%20partners");
    expect(redirectFrom("/partnerships#%E0%A4%A")).toBe("/#/partnerships?section=%25E0%25A4%25A");
    expect(redirectFrom("/About/")).toBe("/#/about");
    expect(redirectFrom("/about/index.html")).toBe("/#/about");
    expect(redirectFrom("/index.html")).toBe("/#/");
  });

  it("leaves any other path to the not-found page", () => {
    expect(redirectFrom("/no-such-page")).toBeUndefined();
    expect(redirectFrom("/about/team")).toBeUndefined();
    expect(redirectFrom("/assets/missing.js")).toBeUndefined();
  });

  it("works for a site that lives under a path", () => {
    expect(redirectFrom("/repo/about?x=1#team", "/repo/")).toBe("/repo/?x=1#/about?section=team");
    expect(redirectFrom("/repo/elsewhere", "/repo/")).toBeUndefined();
  });
});

describe("the path redirect, for another language's paths", () => {
  it("hands a path under /ar/ that is no route to the Arabic not-found document, with the address typed", () => {
    expect(redirectFrom("/ar/no-such-page?x=1")).toBe(`/ar/404.html#${encodeURIComponent("/ar/no-such-page?x=1")}`);
    expect(redirectFrom("/AR/About/Team")).toBe(`/ar/404.html#${encodeURIComponent("/AR/About/Team")}`);
    expect(redirectFrom("/repo/ar/elsewhere", "/repo/")).toBe(`/repo/ar/404.html#${encodeURIComponent("/repo/ar/elsewhere")}`);
    // Routes still go to their hash address; paths outside /ar/ stay on the English not-found page.
    expect(redirectFrom("/ar/about")).toBe("/#/ar/about");
    expect(redirectFrom("/arabic-fuel")).toBeUndefined();
  });

  it("in the Arabic not-found document, puts the address typed back in the address bar, and sends nothing on", () => {
    expect(run(`/ar/404.html#${encodeURIComponent("/ar/no-such-page?x=1")}`)).toEqual({ shown: "/ar/no-such-page?x=1" });
    expect(run(`/repo/ar/404.html#${encodeURIComponent("/repo/ar/elsewhere")}`, "/repo/")).toEqual({ shown: "/repo/ar/elsewhere" });
    // Opened as itself, or handed an address off the site, it stays where it is.
    expect(run("/ar/404.html")).toEqual({});
    expect(run(`/ar/404.html#${encodeURIComponent("//elsewhere.example/x")}`)).toEqual({});
  });
});

