import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { pathRedirectTag } from "../../../scripts/prerender/path-urls.ts";

const routes = ["/", "/about", "/partnerships", "/auth"];

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).pathRedirect;
});

/** The data attributes of the tag the build writes, as the script reads them from itself. */
function tagData(basePath: string): Record<string, string> {
  const tag = pathRedirectTag("", routes, basePath);
  const data = [...tag.matchAll(/ ([\w-]+)='([^']*)'/g)].map(([, name, value]) => [name!, value!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")]);
  return Object.fromEntries(data);
}

/** Runs 404.html's script, compiled, against an address in a sandbox; returns where it sends the visitor, if anywhere. */
function redirectFrom(address: string, basePath = "/"): string | undefined {
  const url = new URL(address, "https://www.example.com");
  let target: string | undefined;
  const data = tagData(basePath);
  runInNewContext(text, {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (target = to) },
    document: { currentScript: { getAttribute: (name: string) => data[name] ?? null } },
  });
  return target;
}

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
