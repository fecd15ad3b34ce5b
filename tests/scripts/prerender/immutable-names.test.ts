import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { assembleSite, type AssembleInput } from "../../../scripts/prerender/assemble.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { assembleInput, renderedPage } from "../../fixtures/assemble-input.ts";
import { parseHeadersFile } from "../../fixtures/headers-file.ts";

const content = validateContentFolder(".").content!;
const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** The patterns _headers serves `immutable`, as matchers of a file's path under dist/. */
function immutablePatterns(headers: string): RegExp[] {
  return Object.entries(parseHeadersFile(headers))
    .filter(([, values]) => values["Cache-Control"]?.includes("immutable"))
    .map(([pattern]) => new RegExp(`^${pattern.slice(1).replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/:\w+/g, "[^/]+")}$`));
}

/** The files of a build that are served `immutable`, by path. */
function immutableFiles(files: Map<string, string>): Map<string, string> {
  const patterns = immutablePatterns(files.get("_headers")!);
  return new Map([...files].filter(([path]) => patterns.some((pattern) => pattern.test(path))));
}

/** The same site with every page's components styled otherwise, as a change to a block's styles.ts gives. */
function restyled(input: AssembleInput): AssembleInput {
  const recolour = (page: ReturnType<typeof renderedPage>) => renderedPage(page.html, page.components.ids.map((id) => `${id}-b`));
  const { rendered } = input;
  return { ...input, rendered: { ...rendered, home: recolour(rendered.home), notFound: recolour(rendered.notFound), routes: new Map([...rendered.routes].map(([route, page]) => [route, recolour(page)])) } };
}

/** The same site with other words in site.yaml, as an editor's change gives. */
function reworded(site: SiteContent): SiteContent {
  return { ...site, site: { ...site.site, brand: { ...site.site.brand, tagline: "Fuel for the next hundred years" } } };
}

describe("files served immutable", () => {
  const before = assembleSite(assembleInput(content));

  it("are named by their bytes: each one's name carries the digest of what it holds", () => {
    const immutable = immutableFiles(before);
    expect(immutable.size).toBeGreaterThan(0);
    for (const [path, text] of immutable) expect(path, path).toContain(digest(text));
  });

  it("include no file named by its route: a page's data, its route file and home's sections are asked again each time", () => {
    const patterns = immutablePatterns(before.get("_headers")!);
    for (const path of ["about/page.json", "about/shell.json", "sections/home.json", "index.html"]) expect(patterns.some((pattern) => pattern.test(path)), path).toBe(false);
  });

  for (const [change, after] of [
    ["a block's styles", assembleSite(restyled(assembleInput(content)))],
    ["the site's words", assembleSite(assembleInput(reworded(content)))],
  ] as const) {
    it(`are renamed exactly when their bytes change, after a change to ${change}`, () => {
      const old = immutableFiles(before);
      const fresh = immutableFiles(after);
      for (const [path, text] of fresh) if (old.has(path)) expect(text, path).toBe(old.get(path));
      // And a file whose bytes did not change keeps its name.
      const oldByText = new Map([...old].map(([path, text]) => [text, path]));
      for (const [path, text] of fresh) if (oldByText.has(text)) expect(path).toBe(oldByText.get(text));
    });
  }
});
