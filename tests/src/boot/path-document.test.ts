import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { baseHref, pathDocumentTag } from "../../../scripts/prerender/path-documents.ts";

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).pathDocument;
});

/** The data attributes of the tag the build writes, as the script reads them from itself. */
function tagData(route: string): Record<string, string> {
  const { tag } = pathDocumentTag("", route);
  return Object.fromEntries([...tag.matchAll(/ ([\w-]+)='([^']*)'/g)].map(([, name, value]) => [name!, value!]));
}

/**
 * Runs a page document's first script, compiled, in a sandbox at `address`: the document's
 * <base> resolved as a browser does. Returns where history.replaceState moved the address
 * and whether the <base> is gone.
 */
function openDocument(address: string, route: string) {
  const url = new URL(address);
  const data = tagData(route);
  let replaced: string | undefined;
  let baseRemoved = false;
  const base = { parentNode: { removeChild: () => (baseRemoved = true) } };
  runInNewContext(text, {
    URL,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => (replaced = to) },
    document: {
      baseURI: new URL(baseHref(route), url).href,
      querySelector: (selector: string) => (selector === "base" ? base : null),
      currentScript: { getAttribute: (name: string) => data[name] ?? null },
    },
  });
  return { replaced, baseRemoved };
}

describe("the path document script (src/boot/path-document.ts, compiled)", () => {
  it("moves a page's document to its hash address at the site's root, with no reload, and drops the <base>", () => {
    expect(openDocument("https://www.example.com/about/", "/about")).toEqual({ replaced: "https://www.example.com/#/about", baseRemoved: true });
  });

  it("keeps the query and turns the fragment into the section to land on", () => {
    expect(openDocument("https://www.example.com/about/?utm_source=x#leadership", "/about").replaced).toBe("https://www.example.com/?utm_source=x#/about?section=leadership");
    expect(openDocument("https://www.example.com/about/#our%20team", "/about").replaced).toBe("https://www.example.com/#/about?section=our%20team");
  });

  it("finds the site's root under a sub-path and from any depth, through the <base>", () => {
    expect(openDocument("https://user.github.io/repo/partnerships/#airlines", "/partnerships").replaced).toBe("https://user.github.io/repo/#/partnerships?section=airlines");
    expect(openDocument("https://user.github.io/repo/a/b/", "/a/b").replaced).toBe("https://user.github.io/repo/#/a/b");
  });
});
