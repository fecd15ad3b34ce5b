import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { pageSchema } from "../../src/content/page.ts";
import { siteSchema } from "../../src/content/site.ts";
import { readContentSources } from "../../scripts/content/sources.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { localeOfPath } from "../../src/validation/sources.ts";
import { asSectionItem, blockTypes, readBlockExamples } from "../../scripts/schema/block-examples.ts";
import { generatedFiles } from "../../scripts/schema/generated-files.ts";
import { contentJsonSchema, schemaComment, unexplainedPatterns } from "../../scripts/schema/json-schema.ts";
import { blockMetas } from "../../src/blocks/metas.ts";
import { withBlockMeta } from "../fixtures/block-meta.ts";

const sources = readContentSources(process.cwd());
const pages = sources.filter((source) => source.kind === "page");
const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
// The editor's own keywords: messages and snippets for yaml-language-server; no effect on validation.
ajv.addVocabulary(["patternErrorMessage", "errorMessage", "defaultSnippets"]);
const editorAcceptsPage = ajv.compile(contentJsonSchema("page"));
const editorAcceptsSite = ajv.compile(contentJsonSchema("site"));

describe("generated editor files", () => {
  for (const { file, text } of generatedFiles()) {
    it(`${file} is up to date (npm run schema regenerates it)`, () => {
      expect(readFileSync(file, "utf8")).toBe(text);
    });
  }

  it("every content file names its schema on its first line", () => {
    // News entries are Markdown with front matter: their first line is the front matter's ---.
    for (const source of sources.filter((file) => file.kind !== "entry")) {
      const comment = source.kind === "site" ? schemaComment.site : source.kind === "collection" ? schemaComment.collection : schemaComment.page;
      const firstLine = source.text.split("\n")[0]!;
      // English files as new pages are written; a translation one folder deeper, reaching the same file.
      if (localeOfPath(source.path) === undefined) expect(firstLine, source.path).toBe(comment);
      const schemaPath = /^# yaml-language-server: \$schema=(\S+)$/.exec(firstLine)?.[1];
      // A translation's words for a collection have a schema of their own: labels alone.
      const kind = source.kind === "collection" && localeOfPath(source.path) !== undefined ? "collection-translation" : source.kind;
      expect(schemaPath && posix.join(posix.dirname(source.path), schemaPath), source.path).toBe(`content/schema/${kind}.schema.json`);
    }
  });

  it("every field in the JSON Schema explains itself on hover", () => {
    const undocumented: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      for (const [key, child] of Object.entries((schema.properties as Record<string, { description?: string }>) ?? {})) {
        if (!child.description) undocumented.push(`${path}.${key}`);
        walk(child, `${path}.${key}`);
      }
      for (const key of ["items", "oneOf"]) {
        const child = schema[key];
        if (Array.isArray(child)) child.forEach((item, index) => walk(item, `${path}.${key}[${index}]`));
        else walk(child, `${path}[]`);
      }
    };
    walk(contentJsonSchema("page"), "page");
    walk(contentJsonSchema("site"), "site");
    expect(undocumented).toEqual([]);
  });
});

describe("the editor's messages and suggestions", () => {
  const page = contentJsonSchema("page");
  const branches = (page.properties as { sections: { items: { oneOf: Record<string, unknown>[] } } }).sections.items.oneOf;

  it("no pattern or format reaches the editor without a plain message", () => {
    const raw = JSON.stringify([page, contentJsonSchema("site")]);
    expect(raw).toContain('"pattern"');
    expect(unexplainedPatterns(page)).toEqual([]);
    expect(unexplainedPatterns(contentJsonSchema("site"))).toEqual([]);
  });

  it("finds a pattern left without a message", () => {
    expect(unexplainedPatterns({ properties: { route: { type: "string", pattern: "^/" }, email: { type: "string", format: "email", patternErrorMessage: "An address." } } })).toEqual(["#/properties/route"]);
  });

  it("every block is titled, each title different, with its example as a snippet", () => {
    const titles = branches.map((branch) => branch.title);
    expect(titles.every((title) => typeof title === "string" && / block\b/.test(title)), JSON.stringify(titles)).toBe(true);
    // Every block an editor may write; the ones the site makes from the news are not offered.
    expect(new Set(titles).size).toBe(blockTypes.filter((type) => !(blockMetas as Record<string, { madeBySite?: true }>)[type]!.madeBySite).length);
    const examples = new Map(readBlockExamples().map((example) => [example.type, example.data]));
    for (const branch of branches) {
      const type = (branch.properties as { type: { const: string } }).type.const;
      expect(branch.defaultSnippets, type).toEqual([{ label: `${String(branch.title)}: example`, description: branch.description, body: examples.get(type) }]);
    }
  });

  it("a missing alt and a second hero read as the terminal's words", () => {
    const raw = JSON.stringify(page);
    expect(raw).toContain("or mark it decorative: true");
    expect(raw).toContain("A page has one hero (its main heading)");
    const sections = (page.properties as { sections: { allOf: { contains?: unknown; errorMessage?: string }[] } }).sections;
    expect(sections.allOf.filter((rule) => rule.contains !== undefined).map((rule) => rule.errorMessage)).toEqual([expect.stringContaining("A page has one hero")]);
  });

  it("takes the one-hero rule and the blocks' titles from their meta.ts", () => {
    type OneHeroRule = { contains: { properties: { type: { enum: string[] } } }; maxContains: number };
    const oneHeroRule = (schema: typeof page) => (schema.properties as { sections: { allOf: OneHeroRule[] } }).sections.allOf[0]!;
    expect(oneHeroRule(page)).toMatchObject({ contains: { properties: { type: { enum: ["hero"] } } }, maxContains: 1 });
    expect(branches.find((branch) => (branch.properties as { type: { const: string } }).type.const === "hero")!.title).toBe(blockMetas.hero.title);
    const regenerated = withBlockMeta("media", { paintsFirst: true, title: "Picture block" }, () => contentJsonSchema("page"));
    expect(oneHeroRule(regenerated).contains.properties.type.enum).toEqual(["hero", "media"]);
    const regeneratedBranches = ((regenerated.properties as { sections: { items: { oneOf: typeof branches } } }).sections.items.oneOf);
    expect(regeneratedBranches.map((branch) => branch.title)).toContain("Picture block");
  });
});

/** Parsed YAML, loosely typed so a test can break it in any way it likes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutations reach into arbitrary shapes on purpose.
type AnyPage = Record<string, any>;
type Mutation = { name: string; mutate: (page: AnyPage) => void };

/** Mistakes the build refuses; the editor's schema must flag each of them too. */
const mistakes: Mutation[] = [
  { name: "an unknown block type", mutate: (page) => (page.sections[0].type = "carousel") },
  { name: "a misspelt block key", mutate: (page) => (page.sections[0].titel = page.sections[0].title) },
  { name: "a misspelt page key", mutate: (page) => (page.descripton = "x") },
  { name: "a missing required field", mutate: (page) => delete page.sections[0].title },
  { name: "a missing page title", mutate: (page) => delete page.title },
  { name: "a value outside the allowed list", mutate: (page) => (page.sections[0].size = "huge") },
  { name: "a javascript: link", mutate: (page) => (page.sections[0].actions = [{ label: "Go", href: "javascript:alert(1)" }]) },
  { name: "a route without its slash", mutate: (page) => (page.route = "about-us") },
  { name: "an image without alt or decorative", mutate: (page) => (page.sections[0].image = { src: "/media/hero-poster.svg" }) },
  { name: "an empty list of sections", mutate: (page) => (page.sections = []) },
  { name: "a blank title", mutate: (page) => (page.title = "   ") },
  { name: "a number where text belongs", mutate: (page) => (page.sections[0].title = 42) },
  { name: "a media path that climbs out of public/", mutate: (page) => (page.sections[0].image = { src: "/../secret.png", alt: "A secret" }) },
];

describe("the editor's JSON Schema agrees with the build", () => {
  it("accepts every shipped file", () => {
    for (const page of pages) expect(editorAcceptsPage(parse(page.text)), `${page.path}: ${ajv.errorsText(editorAcceptsPage.errors)}`).toBe(true);
    const site = sources.find((source) => source.kind === "site")!;
    expect(editorAcceptsSite(parse(site.text)), ajv.errorsText(editorAcceptsSite.errors)).toBe(true);
  });

  for (const { name, mutate } of mistakes) {
    it(`both refuse ${name}`, () => {
      const page = parse(readFileSync("content/pages/about.yaml", "utf8"));
      mutate(page);
      expect(pageSchema.safeParse(page).success, "build").toBe(false);
      expect(editorAcceptsPage(page), "editor").toBe(false);
    });
  }

  it("both refuse a second hero (the build in its lint, the editor by maxContains)", () => {
    const text = readFileSync("content/pages/about.yaml", "utf8");
    const twoHeroes = `${text.trimEnd()}\n  - type: hero\n    title: Again\n`;
    const build = validateSources([...sources.filter((source) => source.path !== "content/pages/about.yaml"), { path: "content/pages/about.yaml", text: twoHeroes, kind: "page" }]);
    expect(build.problems.filter((problem) => problem.file === "content/pages/about.yaml").map((problem) => problem.code)).toEqual(["second-main-heading"]);
    // The new section is also one the Arabic translation lacks: a warning there, nothing else.
    expect(build.problems.filter((problem) => problem.file !== "content/pages/about.yaml").map((problem) => [problem.file, problem.code])).toEqual([["content/ar/pages/about.yaml", "translation-section-missing"]]);
    expect(editorAcceptsPage(parse(twoHeroes)), "editor").toBe(false);
    expect(editorAcceptsPage(parse(text)), "editor").toBe(true);
  });

  it("both refuse a misspelt site key", () => {
    const site = parse(readFileSync("content/site.yaml", "utf8"));
    site.footer.copyrite = site.footer.copyright;
    expect(siteSchema.safeParse(site).success).toBe(false);
    expect(editorAcceptsSite(site)).toBe(false);
  });
});

describe("block examples", () => {
  const examples = readBlockExamples();

  it("there is one for every block type", () => {
    expect(examples.map((example) => example.type).sort()).toEqual([...blockTypes].sort());
  });

  for (const example of examples.filter((candidate) => !(blockMetas as Record<string, { madeBySite?: true }>)[candidate.type]?.madeBySite)) {
    it(`${example.type}: the build and the editor's schema accept it in a page`, () => {
      const hero = examples.find((candidate) => candidate.type === "hero")!;
      // A page opens with its one main heading; blocks that render their own (hero, auth, a titled prose block, search) stand alone.
      const sections = ["hero", "auth", "prose", "search"].includes(example.type) ? [example] : [hero, example];
      const text = [
        schemaComment.page,
        `route: /example-${example.type}`,
        `title: ${example.type} example`,
        "description: One block, as the block reference shows it.",
        "sections:",
        ...sections.map((section) => asSectionItem(section.yaml)),
        "",
      ].join("\n");
      const result = validateSources([...sources, { path: "content/pages/example.yaml", text, kind: "page" }]);
      const errors = result.problems.filter((problem) => problem.severity === "error");
      expect(errors.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
      expect(editorAcceptsPage(parse(text)), ajv.errorsText(editorAcceptsPage.errors)).toBe(true);
    });
  }
});
