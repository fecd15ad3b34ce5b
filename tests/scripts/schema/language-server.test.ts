/**
 * What VS Code's YAML extension shows an editor, driven for real: yaml-language-server
 * over stdio, with the generated schema, on the shipped content with mistakes planted in it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { secondHeroMessage } from "../../../src/validation/lint/index.ts";
import { jsonSchemaText } from "../../../scripts/schema/json-schema.ts";
import { hrefForms, imageNeedsAlt } from "../../../src/content/primitives.ts";
import { YamlLanguageServer, type Diagnostic } from "./language-server.ts";

// The server is a Node process of its own; on a busy two-core machine it starts in seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const scratch = mkdtempSync(join(tmpdir(), "yaml-language-server-"));
let server: YamlLanguageServer;

beforeAll(async () => {
  cpSync("content", join(scratch, "content"), { recursive: true });
  mkdirSync(join(scratch, "content/schema"), { recursive: true });
  // The schema as npm run schema would write it now, so the test never reads a stale file.
  writeFileSync(join(scratch, "content/schema/page.schema.json"), jsonSchemaText("page"));
  writeFileSync(join(scratch, "content/schema/site.schema.json"), jsonSchemaText("site"));
  server = await YamlLanguageServer.start(scratch);
});

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The editor's diagnostics for a content file with `from` replaced by `to`, as [line, column, message] (1-based). */
async function editorSays(file: string, from: string, to: string): Promise<[number, number, string][]> {
  const original = readFileSync(join("content", file), "utf8");
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  const path = join(scratch, "content", file);
  const diagnostics: Diagnostic[] = await server.diagnose(path, original.replace(from, to));
  return diagnostics.map((diagnostic) => [diagnostic.range.start.line + 1, diagnostic.range.start.character + 1, diagnostic.message]);
}

describe("yaml-language-server with the generated schema", () => {
  it("finds nothing wrong in the shipped content", async () => {
    // The Arabic translations too: the same schemas, through their own $schema lines, `translated:` fingerprints and all.
    for (const file of ["pages/home.yaml", "pages/about.yaml", "pages/contact.yaml", "site.yaml", "ar/pages/home.yaml", "ar/pages/about.yaml", "ar/site.yaml"]) {
      expect(await editorSays(file, "", ""), file).toEqual([]);
    }
  });

  it("explains a link without https:// in words, not as a regular expression", async () => {
    expect(await editorSays("pages/home.yaml", "href: /technology\n        linkDetail:", "href: www.verdavia.com/technology\n        linkDetail:")).toEqual([[25, 15, hrefForms]]);
  });

  it("says what the terminal says about a second hero", async () => {
    const diagnostics = await editorSays("pages/about.yaml", "sections:\n", "sections:\n  - type: hero\n    title: Again\n");
    expect(diagnostics.map(([, , message]) => message)).toEqual([secondHeroMessage()]);
    expect(secondHeroMessage()).toBe("A page has one hero (its main heading) and this page already has one. Use a text or cta block here instead.");
  });

  it("mentions decorative: true for an image without alt", async () => {
    const diagnostics = await editorSays("pages/home.yaml", "      alt: A passenger jet climbing into a clear blue sky\n", "");
    expect(diagnostics).toEqual([[45, 5, imageNeedsAlt]]);
    expect(imageNeedsAlt).toContain("decorative: true");
  });

  it("explains a route, an id, a media path and a profile address with an example", async () => {
    expect(await editorSays("pages/about.yaml", "route: /about", "route: about-us")).toEqual([[2, 8, 'A route starts with "/" and uses lower-case words joined by hyphens, like "/about" or "/our-team". Use "*" for the not-found page.']]);
    expect(await editorSays("pages/about.yaml", "id: purpose", "id: Our Purpose")).toEqual([[16, 9, 'An id is lower-case words joined by hyphens, like "airlines" or "research-areas".']]);
    expect(await editorSays("pages/home.yaml", "poster: /media/hero-poster.svg", "poster: media/hero-poster.svg")).toEqual([[22, 15, 'A media source is a file in public/ written from the site\'s root, like "/media/team.jpg" (no ".."), or a full https:// address.']]);
    expect(await editorSays("site.yaml", "href: https://www.linkedin.com/company/verdavia", "href: www.linkedin.com/company/verdavia")).toEqual([[41, 11, "This must be a full https:// address on another site, like https://www.linkedin.com/company/example."]]);
  });

  it("checks a translation against the same schema, its fingerprints included", async () => {
    expect(await editorSays("ar/pages/about.yaml", "route: /about", "route: about-us")).toEqual([[2, 8, 'A route starts with "/" and uses lower-case words joined by hyphens, like "/about" or "/our-team". Use "*" for the not-found page.']]);
    const diagnostics = await editorSays("ar/pages/about.yaml", "      title: 16a525fc", "      title: not-hex");
    expect(diagnostics).toEqual([[15, 14, expect.stringMatching(/^A fingerprint is 8 characters from 0-9 and a-f/)]]);
  });

  it("offers each block by its title on a new section, with its example as a snippet", async () => {
    const about = readFileSync("content/pages/about.yaml", "utf8");
    const path = join(scratch, "content/pages/about.yaml");
    const text = about.replace("sections:\n", "sections:\n  - \n");
    await server.diagnose(path, text);
    const line = text.split("\n").indexOf("  - ");
    const labels = (await server.complete(path, line, 4)).map((item) => item.label);
    expect(labels).toContain("Cards block");
    expect(labels).toContain("Call to action block: example");
    expect(labels.filter((label) => label.startsWith("object("))).toEqual([]);
  });
});
