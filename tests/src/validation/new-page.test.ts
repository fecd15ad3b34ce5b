import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { headingFrom, pageNameFrom, planNewPage, type NewPage, type NewPageRefusal } from "../../../src/validation/new-page.ts";
import { siteFile, type SourceFile } from "../../../src/validation/sources.ts";
import { readContentSources } from "../../../scripts/content/sources.ts";
import { newPageCommand } from "../../../scripts/cli/new-page-command.ts";
import { validateSources } from "../../../src/validation/validate.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");
const shipped = readContentSources(projectRoot);

function created(sources: readonly SourceFile[], name: string): NewPage {
  const plan = planNewPage(sources, name);
  if (!plan.ok) throw new Error(`expected a page, got: ${plan.message}`);
  return plan;
}

function refused(sources: readonly SourceFile[], name: string): NewPageRefusal {
  const plan = planNewPage(sources, name);
  if (plan.ok) throw new Error(`expected a refusal, got ${plan.path}`);
  return plan;
}

function page(path: string, text: string): SourceFile {
  return { path, text, kind: "page" };
}

describe("planNewPage", () => {
  it("makes a page that passes every check alongside the shipped content", () => {
    const plan = created(shipped, "our-team");
    expect(plan.path).toBe("content/pages/our-team.yaml");
    expect(plan.route).toBe("/our-team");
    const result = validateSources([...shipped, page(plan.path, plan.text)]);
    // The one thing left to do is its translation: until then, the Arabic address shows it in English.
    expect(result.problems.map(({ file, code, severity }) => ({ file, code, severity }))).toEqual([{ file: plan.path, code: "untranslated-page", severity: "warning" }]);
    expect(result.content?.pages.map((each) => each.route)).toContain("/our-team");
    expect(result.content?.pages.find((each) => each.route === "/ar/our-team")).toMatchObject({ locale: "ar", contentLocale: "en" });
  });

  it("starts with the schema line, then a hero first and a call to action last", () => {
    const plan = created(shipped, "our-team");
    expect(plan.text.split("\n")[0]).toBe("# yaml-language-server: $schema=../schema/page.schema.json");
    const data = parse(plan.text) as { route: string; title: string; description: string; sections: { type: string; title: string; actions?: { label: string; href: string }[] }[] };
    const types = data.sections.map((section) => section.type);
    expect(types.filter((type) => type === "hero")).toHaveLength(1);
    expect(types[0]).toBe("hero");
    expect(types.at(-1)).toBe("cta");
    expect(data.sections[0]!.title).toBe("Our Team");
    expect(data.title).toBe("Our Team — Verdavia");
    expect(data.description).toBe("Our Team at Verdavia.");
    expect(data.sections.at(-1)!.actions).toEqual([{ label: "Get in Touch", href: "/contact" }]);
    expect(plan.text).toContain("# Add sections between the hero and the call to action; see content/BLOCKS.md.");
  });

  it("picks the first unused numbered route when another file has the route", () => {
    const taken = [...shipped, page("content/pages/team.yaml", "route: /our-team\n"), page("content/pages/team-two.yaml", "route: /our-team-2\n")];
    const plan = created(taken, "our-team");
    expect(plan.path).toBe("content/pages/our-team.yaml");
    expect(plan.route).toBe("/our-team-3");
    expect(plan.notes).toContain("The route /our-team is already used by content/pages/team.yaml, so the new page uses /our-team-3.");

    const one = created([...shipped, page("content/pages/team.yaml", "route: /our-team\ntitle: [unclosed\n")], "our-team");
    expect(one.route).toBe("/our-team-2");
  });

  it("refuses a name whose file already exists, naming the file", () => {
    expect(refused(shipped, "about").message).toBe("content/pages/about.yaml already exists, so nothing was created. Edit that file, or choose another name.");
    expect(refused([...shipped, { path: "content/pages/investors.yml", text: "", kind: "stray" }], "investors").message).toContain("content/pages/investors.yml already exists");
  });

  it("turns what an editor types into a kebab-case name", () => {
    for (const typed of ["our-team", "Our Team", "our_team", "our-team.yaml", "OurTeam", "  our--team  ", "content/pages/our-team.yml", "Öur Team!"]) {
      expect(pageNameFrom(typed), typed).toBe("our-team");
    }
    expect(created(shipped, "Our Team").path).toBe("content/pages/our-team.yaml");
    expect(headingFrom("our-team-2025")).toBe("Our Team 2025");
  });

  it("refuses names with nothing usable, showing an example", () => {
    for (const typed of ["", "   ", "!!!", ".yaml", "—"]) {
      const { message } = refused(shipped, typed);
      expect(message, typed).toContain("needs at least one letter or number");
      expect(message, typed).toContain("npm run new-page -- our-team");
    }
  });

  it("closes with a link that exists, and refuses a page that would break a check", () => {
    const withoutContact = shipped.filter((source) => !source.path.endsWith("/contact.yaml"));
    const plan = created(withoutContact, "investors");
    expect(parse(plan.text).sections.at(-1).actions).toEqual([{ label: "Back to Homepage", href: "/" }]);
    expect(plan.notes.at(-1)).toMatch(/^Other content files have \d+ problems to fix before the site can be built; npm run validate lists them\.$/);

    const withoutContactOrHome = withoutContact.filter((source) => !source.path.endsWith("/home.yaml"));
    const { message } = refused(withoutContactOrHome, "investors");
    expect(message.split("\n")).toEqual([
      "content/pages/investors.yaml was not created, because the new page would not pass the content checks:",
      expect.stringMatching(/^ {2}content\/pages\/investors\.yaml:\d+:\d+ .*No page has the route "\/"/),
    ]);
  });

  it("does without the brand when site.yaml has none, and still passes", () => {
    const siteWithoutBrandName = shipped.map((source) => (source.path === siteFile ? { ...source, text: source.text.replace(/^ {2}name: .*$/m, "") } : source));
    const plan = created(siteWithoutBrandName, "investors");
    expect(parse(plan.text)).toMatchObject({ title: "Investors", description: "Investors." });
  });
});

describe("npm run new-page", () => {
  const scratch = mkdtempSync(join(tmpdir(), "new-page-cli-"));
  cpSync(join(projectRoot, "content"), join(scratch, "content"), { recursive: true });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The command as its script runs it, in a process of its own: its exit code is the process's. */
  function spawn(args: string[]) {
    const result = spawnSync(join(projectRoot, "node_modules/.bin/tsx"), [join(projectRoot, "scripts/cli/new-page.ts"), ...args], { cwd: projectRoot, encoding: "utf8" });
    return { code: result.status, out: result.stdout, err: result.stderr };
  }
  /** The same command in this process. */
  const run = (args: string[]) => newPageCommand(args, projectRoot);

  // The first case starts Node, for the exit code of a real process; the others run here.
  it("writes the page into --root, and writes nothing when it refuses", { timeout: 30_000 }, () => {
    const pagesBefore = readdirSync(join(scratch, "content/pages")).length;

    const made = spawn(["Our Team", "--root", scratch]);
    expect(made.err).toBe("");
    expect(made.out).toBe(
      "Created content/pages/our-team.yaml (route /our-team).\n" +
        "Preview it at http://localhost:5173/#/our-team while npm run dev runs.\n" +
        "To show it in the header, add it to navigation in content/site.yaml.\n",
    );
    expect(made.code).toBe(0);
    const written = readFileSync(join(scratch, "content/pages/our-team.yaml"), "utf8");
    expect(written).toBe(created(shipped, "our-team").text);
    expect(readdirSync(join(scratch, "content/pages"))).toHaveLength(pagesBefore + 1);

    const again = run(["our-team", "--root", scratch]);
    expect(again.code).toBe(1);
    expect(again.err).toBe("content/pages/our-team.yaml already exists, so nothing was created. Edit that file, or choose another name.\n");
    expect(readFileSync(join(scratch, "content/pages/our-team.yaml"), "utf8")).toBe(written);

    const nameless = run(["--root", scratch]);
    expect(nameless.code).toBe(1);
    expect(nameless.err).toContain("Usage: npm run new-page -- <name>");
    expect(readdirSync(join(scratch, "content/pages"))).toHaveLength(pagesBefore + 1);
    expect(existsSync(join(scratch, "content/pages/.yaml"))).toBe(false);
    expect(`${made.err}${again.err}${nameless.err}`).not.toMatch(/^\s+at /m);
  });
});
