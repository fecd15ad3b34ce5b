import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./dev-studio.ts";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readContentSources } from "../../scripts/content/sources.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { itemLines } from "../../src/studio/editing/yaml-edit.ts";
import { writableBlockExamples } from "../../scripts/schema/block-examples.ts";
import { firstViewElementId } from "../../src/studio/protocol.ts";
import { parse } from "yaml";

/** Opens the studio at `url`; returns the milliseconds until its form and until its preview were drawn. */
async function openStudio(page: Page, url: string): Promise<{ form: number; preview: number }> {
  const started = Date.now();
  await page.goto(url);
  // The toolbar and the preview frame are drawn at once; the sections list waits for the content.
  await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 60_000 });
  const form = Date.now() - started;
  await expect(page.frameLocator("iframe[title='Page preview']").locator("h1")).toBeVisible({ timeout: 60_000 });
  return { form, preview: Date.now() - started };
}

/**
 * The studio against `npm run dev`'s plugins, on a scratch copy of the content:
 * what it saves, what it refuses, and that it works from the keyboard.
 */
test.describe("studio", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let scratch: string;
  let url: string;
  const original = (path: string) => readFileSync(resolve(path), "utf8");
  const onDisk = (path: string) => readFileSync(join(scratch, path), "utf8");

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh();
  });

  /** Opens the studio; returns the milliseconds until its form and until its preview were drawn. */
  const open = (page: Page) => openStudio(page, url);

  async function openPage(page: Page, name: RegExp) {
    await page.getByRole("navigation", { name: "Content" }).getByRole("button", { name }).click();
  }

  async function selectSection(page: Page, index: number) {
    await page.locator(`[data-section-index="${index}"] > button`).first().click();
  }

  const status = (page: Page) => page.getByRole("status").filter({ hasText: /./ }).first();
  const errorsIn = (path: string) => validateSources(readContentSources(scratch)).problems.filter((problem) => problem.file === path && problem.severity === "error");

  test("the about page's hero title, a new FAQ entry on contact and its sections reordered: only those lines change", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    // A cold dev server transforms every module once; open twice and time the warm open, as an editor meets it.
    const cold = await open(page);
    const warm = await open(page);

    await openPage(page, /About Us/);
    const preview = page.frameLocator("iframe[title='Page preview']");
    await expect(preview.locator("h1")).toHaveText("About Verdavia");
    await selectSection(page, 0);
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("About Verdavia and Our Team");
    await expect(preview.locator("h1")).toHaveText("About Verdavia and Our Team");

    // Preview latency: from a keystroke to the preview's heading showing it.
    const latencies: number[] = [];
    for (const key of ["!", "?", "Backspace", "Backspace"]) {
      await page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>("iframe[title='Page preview']")!.contentDocument!;
        const heading = frame.querySelector("h1")!;
        const state = window as unknown as { typed?: number; shown?: Promise<number> };
        state.shown = new Promise((done) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            done(performance.now());
          });
          observer.observe(heading, { childList: true, characterData: true, subtree: true });
        });
        document.querySelector("[data-path='sections[0].title']")!.addEventListener("keydown", () => (state.typed = performance.now()), { once: true });
      });
      await title.press(key);
      latencies.push(await page.evaluate(async () => {
        const state = window as unknown as { typed: number; shown: Promise<number> };
        return (await state.shown) - state.typed;
      }));
    }
    await expect(preview.locator("h1")).toHaveText("About Verdavia and Our Team");

    await openPage(page, /Contact/);
    await selectSection(page, 3);
    // The new entry's fields are drawn after the click: filling "the last" before then would edit the entry above it.
    const questionsBefore = await page.getByLabel("Question").count();
    await page.getByRole("button", { name: "Add to items" }).click();
    await expect(page.getByLabel("Question")).toHaveCount(questionsBefore + 1);
    await page.getByLabel("Question").last().fill("Do you supply airports outside Europe?");
    await page.getByLabel("Answer").last().fill("Yes. We supply airports in the Middle East today and are adding North America and Asia.");
    await selectSection(page, 3);
    await page.locator('[data-section-index="3"]').getByRole("button", { name: "Move up" }).click();
    await expect(page.locator('[data-section-index="2"] > button').first()).toHaveText(/Questions and answers/);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved About Us and Contact.", { timeout: 20_000 });
    await expect(status(page)).not.toContainText("Unsaved edits");

    const diff = (() => {
      try {
        execFileSync("git", ["diff", "--no-index", "--", resolve("content"), join(scratch, "content")], { encoding: "utf8" });
        return "";
      } catch (error) {
        return (error as { stdout: string }).stdout.replaceAll(resolve("content"), "/content").replaceAll(join(scratch, "content"), "/content");
      }
    })();
    writeFileSync(testInfo.outputPath("studio-session.diff"), diff);
    // Every added and removed line of the whole content folder, blank ones included.
    const changed = diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
    expect(changed).toEqual([
      "-    title: About Verdavia",
      "+    title: About Verdavia and Our Team",
      "-  - type: media",
      "-    id: locations",
      "-    tone: muted",
      "-    title: Our Global Locations",
      "-    image:",
      "-      src: https://images.unsplash.com/photo-1526778548025-fa2f459cd5c1?w=1600&q=80",
      "-      alt: A world map showing where Verdavia operates",
      "-    height: 384",
      "-",
      "+      - question: Do you supply airports outside Europe?",
      "+        answer: Yes. We supply airports in the Middle East today and are adding North America and Asia.",
      "+",
      "+  - type: media",
      "+    id: locations",
      "+    tone: muted",
      "+    title: Our Global Locations",
      "+    image:",
      "+      src: https://images.unsplash.com/photo-1526778548025-fa2f459cd5c1?w=1600&q=80",
      "+      alt: A world map showing where Verdavia operates",
      "+    height: 384",
    ]);
    for (const path of ["content/pages/about.yaml", "content/pages/contact.yaml"]) {
      const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));
      expect(comments(onDisk(path))).toEqual(comments(original(path)));
      expect(errorsIn(path)).toEqual([]);
    }
    const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)]!;
    // Measured and reported, not asserted: a shared machine's timings are not a test.
    const timings = `studio open: cold form ${cold.form} ms, preview ${cold.preview} ms; warm form ${warm.form} ms, preview ${warm.preview} ms. Keystroke to preview: ${latencies.map((ms) => ms.toFixed(1)).join(", ")} ms (median ${median.toFixed(1)} ms)`;
    testInfo.annotations.push({ type: "timing", description: timings });
    console.log(timings);
    console.log(diff);
  });

  test("an invalid value is refused with the terminal's message, and the file is untouched", async ({ page }) => {
    test.setTimeout(120_000);
    const path = "content/pages/technology.yaml";
    const before = onDisk(path);
    await open(page);
    await openPage(page, /SAF Technology/);
    await selectSection(page, 0);
    await page.getByLabel("Title", { exact: true }).fill("Technology <b>now</b>");
    const message = page.locator("[data-problem-path='sections[0].title']");
    await expect(message).toContainText("Text can't contain HTML tags such as <b> or <br>. Write plain text; the design handles emphasis and spacing.", { timeout: 20_000 });
    // The same words `npm run validate` prints for that value.
    const terminal = validateSources(readContentSources(scratch).map((source) => (source.path === path ? { ...source, text: before.replace(/( {2}- type: hero\n {4}title: ).*/, "$1Technology <b>now</b>") } : source)));
    const expected = terminal.problems.find((problem) => problem.file === path && problem.path === "sections[0].title")!;
    await expect(message).toContainText(expected.message);
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Not saved: 1 error needs fixing first on SAF Technology.");
    expect(onDisk(path)).toBe(before);

    // The server refuses too, whatever the page does.
    const refused = await page.evaluate(async (file) => {
      const content = (await (await fetch("/__studio/api/content")).json()) as { files: { path: string; version: string }[] };
      const version = content.files.find((candidate) => candidate.path === file)!.version;
      const response = await fetch("/__studio/api/save", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path: file, version, changes: [{ op: "set", path: ["sections", 0, "title"], value: "<i>x</i>" }] }) });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }, path);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Nothing was saved");
    expect(onDisk(path)).toBe(before);
    await page.keyboard.press("Control+z");
    await expect(page.getByLabel("Title", { exact: true })).not.toHaveAttribute("aria-invalid", "true", { timeout: 20_000 });
  });

  test("an edit made on disk meanwhile is never overwritten: elsewhere in the file it is kept, on the same line the studio says so and keeps the edits", async ({ page }) => {
    test.setTimeout(120_000);
    const path = "content/pages/partnerships.yaml";
    await open(page);
    await openPage(page, /Partnerships/);
    await selectSection(page, 0);
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("Partner With Verdavia");
    const elsewhere = onDisk(path).replace(/^title: .*$/m, "title: Changed In A Code Editor — Verdavia");
    writeFileSync(join(scratch, path), elsewhere);
    // Taken in as soon as the dev server's watcher tells the studio, under the page's new name.
    await expect(status(page)).toContainText("Partnerships & Innovation was changed on disk, in fields you did not edit", { timeout: 20_000 });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved Changed In A Code Editor.", { timeout: 20_000 });
    expect(onDisk(path)).toContain("title: Changed In A Code Editor — Verdavia");
    expect(onDisk(path)).toContain("    title: Partner With Verdavia\n");

    await title.fill("Partner With Us Today");
    const sameLine = onDisk(path).replace("    title: Partner With Verdavia\n", "    title: Partner In A Code Editor\n");
    writeFileSync(join(scratch, path), sameLine);
    // The dev server's watcher tells the studio, which asks about the field both changed.
    await expect(page.getByRole("alert")).toContainText("Changed In A Code Editor was changed on disk", { timeout: 20_000 });
    expect(onDisk(path)).toBe(sameLine);
    await expect(title).toHaveValue("Partner With Us Today");
    const kept = await page.evaluate(() => localStorage.getItem("studio:unsaved") ?? "");
    expect(kept).toContain("Partner With Us Today");

    const choices = page.locator("[data-conflict-choices]");
    await choices.getByRole("radio", { name: "Use mine" }).check();
    await choices.getByRole("button", { name: "Apply these choices" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved Changed In A Code Editor.", { timeout: 20_000 });
    expect(onDisk(path)).toContain("title: Changed In A Code Editor — Verdavia");
    expect(onDisk(path)).toContain("    title: Partner With Us Today\n");
  });

  test("sections added, moved and removed: every result validates, and Undo brings a removed one back", async ({ page }) => {
    test.setTimeout(120_000);
    const path = "content/pages/commitment.yaml";
    await open(page);
    await openPage(page, /Our Commitment/);
    const count = await page.locator("[data-section-index]").count();

    await selectSection(page, 0);
    await page.getByRole("button", { name: "Add section" }).click();
    const picker = page.getByRole("dialog", { name: "Add section" });
    // Every block an editor may write, each from its gallery example.
    await expect(picker.locator(":scope > ul > li")).toHaveCount(writableBlockExamples().length);
    await picker.getByRole("button", { name: "Add questions and answers" }).click();
    await expect(page.locator("[data-section-index]")).toHaveCount(count + 1);
    await expect(page.locator('[data-section-index="1"] > button').first()).toHaveText(/Questions and answers/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved Our Commitment.", { timeout: 20_000 });
    expect(errorsIn(path)).toEqual([]);

    await selectSection(page, 1);
    await page.locator('[data-section-index="1"]').getByRole("button", { name: "Move down" }).click();
    await expect(page.locator('[data-section-index="2"] > button').first()).toHaveText(/Questions and answers/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved Our Commitment.", { timeout: 20_000 });
    expect(errorsIn(path)).toEqual([]);

    await selectSection(page, 2);
    await page.locator('[data-section-index="2"]').getByRole("button", { name: "Remove section" }).click();
    await expect(page.locator("[data-section-index]")).toHaveCount(count);
    await page.getByRole("main").getByRole("button", { name: "Undo" }).click();
    await expect(page.locator("[data-section-index]")).toHaveCount(count + 1);
    await selectSection(page, 2);
    await page.locator('[data-section-index="2"]').getByRole("button", { name: "Remove section" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved Our Commitment.", { timeout: 20_000 });
    expect(onDisk(path)).toBe(original(path));
  });

  test("a section dragged to another place in the list moves there, and only its lines move in the file", async ({ page }) => {
    test.setTimeout(120_000);
    const path = "content/pages/technology.yaml";
    const before = onDisk(path);
    await open(page);
    await openPage(page, /SAF Technology/);
    const names = async () => page.locator("[data-section-index] > button:first-child").allTextContents();
    const [first, second, third] = (await names()).map((name) => name.replace(/^\d+\. /, ""));
    // A real pointer drag: press on the third section, move over the second, release.
    await page.locator('[data-section-index="2"] > button').first().dragTo(page.locator('[data-section-index="1"]'));
    expect((await names()).slice(0, 3).map((name) => name.replace(/^\d+\. /, ""))).toEqual([first, third, second]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved SAF Technology.", { timeout: 20_000 });

    const after = onDisk(path);
    expect(errorsIn(path)).toEqual([]);
    // The same lines, in another order; everything before the second section and after the third stays in place.
    expect(after.split("\n").sort()).toEqual(before.split("\n").sort());
    const starts = (text: string) => itemLines(text, ["sections"]);
    const [, secondLine, thirdLine, fourthLine] = starts(before);
    const lines = before.split("\n");
    const head = lines.slice(0, secondLine! - 1).join("\n");
    const tail = lines.slice(fourthLine! - 1).join("\n");
    expect(after.startsWith(head)).toBe(true);
    expect(after.endsWith(tail)).toBe(true);
    const secondBlock = lines.slice(secondLine! - 1, thirdLine! - 1).join("\n").trimEnd();
    const thirdBlock = lines.slice(thirdLine! - 1, fourthLine! - 1).join("\n").trimEnd();
    expect(after.indexOf(thirdBlock)).toBeLessThan(after.indexOf(secondBlock));
  });

  test("New page makes the same file npm run new-page makes, and it validates and shows in the list", async ({ page }) => {
    test.setTimeout(120_000);
    await open(page);
    await page.getByRole("button", { name: "New page" }).click();
    await page.getByLabel("Page name").fill("Our Team");
    await page.getByRole("button", { name: "Create page" }).click();
    const path = "content/pages/our-team.yaml";
    await expect(status(page)).toContainText("Created the page “Our Team”.", { timeout: 20_000 });
    await expect(page.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /^Our Team/ })).toBeVisible();
    await expect(page.locator("[data-section-index]").first()).toBeVisible();

    // The command line, on a copy of the content as it was before.
    const elsewhere = mkdtempSync(join(tmpdir(), "new-page-"));
    try {
      cpSync(resolve("content"), join(elsewhere, "content"), { recursive: true });
      execFileSync("npx", ["tsx", "scripts/cli/new-page.ts", "Our Team", "--root", elsewhere], { stdio: "pipe" });
      expect(onDisk(path)).toBe(readFileSync(join(elsewhere, path), "utf8"));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(errorsIn(path)).toEqual([]);
  });

  test("Open in code editor asks Vite's open-in-editor for the file at the section's line", async ({ page }) => {
    test.setTimeout(120_000);
    const asked: string[] = [];
    await page.route("**/__open-in-editor?**", async (route) => {
      asked.push(new URL(route.request().url()).searchParams.get("file") ?? "");
      await route.fulfill({ status: 200, body: "" });
    });
    await open(page);
    await openPage(page, /Contact/);
    await selectSection(page, 3);
    await page.locator('[data-section-index="3"]').getByRole("button", { name: "Open in code editor" }).click();
    const path = "content/pages/contact.yaml";
    const line = itemLines(onDisk(path), ["sections"])[3]!;
    await expect.poll(() => asked).toEqual([`${join(scratch, path)}:${line}`]);
    // The line asked for is the fourth section's first: its type.
    const type = (parse(onDisk(path)) as { sections: { type: string }[] }).sections[3]!.type;
    expect(onDisk(path).split("\n")[line - 1]).toBe(`  - type: ${type}`);
  });

  test("the preview shows the page before the studio's code has run, in the place it keeps once it has", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/src/studio/main.tsx", async (route) => {
      await held;
      await route.continue();
    });
    // Not the load event, nor DOMContentLoaded: both wait for the held script.
    await page.goto(url, { waitUntil: "commit" });
    const frame = page.locator("iframe[title='Page preview']");
    await expect(page.frameLocator("iframe[title='Page preview']").locator("main h1")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[data-section-index]")).toHaveCount(0);
    const before = (await frame.boundingBox())!;
    // The third column, right of the pages (15rem) and the form (28rem), down to the bottom.
    expect(before.x).toBeCloseTo(688, 0);
    expect(before.x + before.width).toBeCloseTo(1440, 0);
    expect(before.y + before.height).toBeCloseTo(900, 0);

    release();
    await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("radio", { name: "1440 px" })).toBeChecked();
    expect(await frame.boundingBox()).toEqual(before);
  });

  test("works from the keyboard alone, and clicking a block in the preview selects its section", async ({ page }) => {
    test.setTimeout(120_000);
    const path = "content/pages/home.yaml";
    await open(page);
    const tabTo = async (name: RegExp) => {
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press("Tab");
        const label = await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return active ? (active.getAttribute("aria-label") ?? (active.labels?.[0]?.textContent || active.textContent) ?? "") : "";
        });
        if (name.test(label.trim())) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(/^Home/);
    await page.keyboard.press("Enter");
    await tabTo(/^1\. Hero/);
    await page.keyboard.press("Enter");
    await tabTo(/^Title$/);
    await page.keyboard.press("End");
    await page.keyboard.type(" Today");
    await page.keyboard.press("Control+z");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Fueling a Greener Tomorrow");
    await page.keyboard.press("Control+Shift+z");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Fueling a Greener Tomorrow Today");
    await page.keyboard.press("Control+s");
    await expect(status(page)).toContainText("Saved Home.", { timeout: 20_000 });
    expect(onDisk(path)).toBe(original(path).replace("    title: Fueling a Greener Tomorrow\n", "    title: Fueling a Greener Tomorrow Today\n"));

    await page.frameLocator("iframe[title='Page preview']").locator("[data-studio-section='2']").click({ position: { x: 40, y: 40 } });
    await expect(page.locator('[data-section-index="2"]')).toHaveAttribute("data-selected", "true");
    await expect(page.getByRole("heading", { name: /Section 3: cards/ })).toBeVisible();
  });

  test("pages by their titles with their languages; an Arabic field fixed beside its changed English and marked as translated saves as one edit of that field and its fingerprint", async ({ page }) => {
    test.setTimeout(150_000);
    const english = "content/pages/about.yaml";
    const arabic = "content/ar/pages/about.yaml";
    // The English hero's title changes after the Arabic was translated.
    writeFileSync(join(scratch, english), onDisk(english).replace(/^( {4}title: ).*$/m, "$1About Verdavia, Renewed"));
    await open(page);
    const nav = page.getByRole("navigation", { name: "Content" });
    const pagesList = nav.getByRole("list", { name: "Pages" });
    await expect(pagesList.locator(":scope > li > button").first()).toContainText("Home");
    await expect(nav.getByRole("list", { name: "System pages" }).locator(":scope > li > button")).toHaveText([/^Page Not Found/, /^Signing In/]);
    const arabicAbout = nav.getByRole("list", { name: "About Us in other languages" }).getByRole("button");
    await expect(arabicAbout).toHaveText(/^العربية — \d sections? behind$/);

    await arabicAbout.click();
    await selectSection(page, 0);
    await expect(page.frameLocator("iframe[title='Page preview']").locator("html")).toHaveAttribute("dir", "rtl", { timeout: 30_000 });
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveAttribute("dir", "rtl");
    // This copy is not a git working copy: the English now, and plainly that the earlier English cannot be read here.
    await expect(page.locator('[data-english-state="changed"] [data-english-now]')).toHaveText("About Verdavia, Renewed");
    await expect(page.locator('[data-english-state="changed"] [data-english-before]')).toHaveText("The earlier English is not in this copy's history.");
    const axe = await new AxeBuilder({ page }).exclude("iframe").analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await title.fill("تعرّف إلى Verdavia المتجدّدة");
    await page.getByRole("button", { name: "Mark as translated" }).click();
    await expect(page.locator("[data-translation-bar]")).toHaveText("Up to date with the English.");
    const before = onDisk(arabic);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toContainText("Saved About Us (العربية).", { timeout: 20_000 });

    const after = onDisk(arabic).split("\n");
    const changed = before.split("\n").flatMap((line, index) => (line === after[index] ? [] : [`${line} → ${after[index]}`]));
    expect(changed).toHaveLength(2);
    expect(changed[0]).toBe("    title: تعرّف إلى Verdavia →     title: تعرّف إلى Verdavia المتجدّدة");
    expect(changed[1]).toMatch(/^ {6}title: [0-9a-f]{8} → {7}title: [0-9a-f]{8}$/);
    expect(validateSources(readContentSources(scratch)).problems.filter((problem) => problem.file === arabic && problem.code === "translation-behind")).toEqual([]);

    // The editor's words name pages, never files, storage keys or versions.
    const visible = await page.locator("body").evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll("details, iframe, script, style, datalist")) hidden.remove();
      return copy.textContent ?? "";
    });
    expect(visible).not.toMatch(/content\/|\.ya?ml\b|\b[0-9a-f]{40}\b|studio:/);
  });

  test("has no axe violations, with a section's form open", async ({ page }) => {
    test.setTimeout(120_000);
    await open(page);
    await openPage(page, /Contact/);
    await selectSection(page, 1);
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.getByRole("button", { name: "Add section" }).click();
    // The rest of the studio was audited just above and is unchanged: the picker alone.
    await expect(page.locator("dialog[open]")).toBeVisible();
    const picker = await new AxeBuilder({ page }).include("dialog[open]").analyze();
    expect(picker.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

/**
 * The preview's first paint, on a dev server of its own over untouched content, so no earlier
 * test's edits decide it. On a fresh CI machine its first attempt still fails now and then,
 * here as in the serial suite above, in a way not reproduced locally (the frame then draws the
 * page itself, so an editor loses nothing but the early paint): once more on a new server
 * before it counts as failed. E2E_DEV_LOG=1 shows the server's reason.
 */
test.describe("studio preview's first paint", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ retries: 1 });

  let scratch: string;
  let url: string;
  const onDisk = (path: string) => readFileSync(join(scratch, path), "utf8");
  const open = (page: Page) => openStudio(page, url);

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh();
  });

  test("the preview frame's document arrives with the page drawn, which its code then takes over without a mismatch", async ({ page, request }) => {
    const about = parse(onDisk("content/pages/about.yaml")) as { sections: { title?: string }[] };
    // Asked until drawn: under load the dev server may still be bundling a dependency it has just met, and
    // serves the frame without its first paint meanwhile, which the frame then draws itself.
    let served = "";
    await expect
      .poll(async () => (served = await (await request.get(`${url}preview.html?route=%2Fabout`)).text()), { timeout: 20_000 })
      .toContain(`>${about.sections[0]!.title}</h1>`);
    // Drawn before any script runs: the heading, the styles, and the data it was drawn from.
    expect(served).toMatch(/<style data-emotion="css [^"]+">/);
    expect(served).toContain(`<script type="application/json" id="${firstViewElementId}">`);

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !/Failed to load resource/.test(message.text())) problems.push(message.text());
      if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await open(page);
    const frame = page.frameLocator("iframe[title='Page preview']");
    await expect(frame.locator("html[data-preview-live]")).toBeAttached({ timeout: 60_000 });
    // Local media resolve under /__studio/ as they do under the site's base path.
    await expect.poll(() => frame.locator("main img").first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
