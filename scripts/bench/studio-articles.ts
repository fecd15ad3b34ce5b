/**
 * Articles in the studio (issue #39), on a dev server over a copy of the project that holds one
 * generated article of about 2,000 words beside the shipped ones (long-article.ts): the repository's
 * own content is never written, and nothing the studio keeps reaches it.
 *   - Opening an article: from the click on it in the News list until the body editor's
 *     contenteditable is in the page and the preview has painted the article's heading.
 *   - A keystroke in the body reaching the preview: letters typed at the end of the long article's
 *     last paragraph, each timed from its keydown until the preview frame has painted the new text.
 * Times are taken inside the page, as studio.ts takes its own; every open uses a fresh browser
 * context, so the editor's chunk comes from the server, not the browser's cache.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { longArticle, longArticleSlug, longArticleTitle, typingAnchor, wordCount } from "./long-article.ts";
import { startDevServer } from "./studio.ts";

/** The target: a keystroke in a 2,000-word body reaches the preview within this, at the median. */
export const articleKeystrokeTargetMs = 100;

/** A shipped article, opened as an editor would open any. */
export const shippedArticleTitle = "Verdavia's Humber plant earns ISCC CORSIA certification for ASTM D7566 fuel";

const frameSelector = "iframe[title='Page preview']";
/** The body editor's editable element (BodyEditor.tsx gives it role textbox), inside the body's field. */
const editorSelector = '[data-path="body"] [contenteditable="true"][role="textbox"]';
/** Letters typed into the body: no spaces, which Markdown would trim at the end of a paragraph. */
const typedLetters = "benchmark";

export interface ArticleFigures {
  /** Words in the generated article's body. */
  words: number;
  shippedOpens: number[];
  longOpens: number[];
  keystrokes: number[];
}

/** A copy of the project (tracked files, node_modules linked) with the generated article in content/news/. */
export function projectWithLongArticle(root: string): { folder: string; words: number } {
  const folder = mkdtempSync(join(tmpdir(), "studio-articles-bench-"));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(root, file), join(folder, file));
  }
  symlinkSync(join(root, "node_modules"), join(folder, "node_modules"));
  const article = longArticle();
  writeFileSync(join(folder, "content/news", `${longArticleSlug}.md`), article);
  return { folder, words: wordCount(article) };
}

/**
 * Starts a dev server on a copy of `root`, opens each article `opens` times and types `keys`
 * letters into the long one; the copy is removed afterwards.
 */
export async function benchArticles(browser: Browser, root: string, port: number, opens: number, keys: number): Promise<ArticleFigures> {
  const { folder, words } = projectWithLongArticle(root);
  // Vite's dependency cache in the copy, so the shared node_modules/.vite is neither used nor rewritten.
  const { server, url } = await startDevServer(port, { configFile: join(folder, "vite.config.ts"), root: folder, cacheDir: join(folder, ".vite-cache") });
  try {
    // Untimed: the server transforms the article form and the editor once, as any later open finds them.
    await timeArticleOpen(browser, url, shippedArticleTitle);
    const shippedOpens: number[] = [];
    const longOpens: number[] = [];
    for (let run = 0; run < opens; run++) {
      shippedOpens.push(await timeArticleOpen(browser, url, shippedArticleTitle));
      longOpens.push(await timeArticleOpen(browser, url, longArticleTitle));
    }
    const keystrokes = await timeBodyKeystrokes(browser, url, keys);
    return { words, shippedOpens, longOpens, keystrokes };
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The studio opened in a fresh browser context, its News list drawn. */
async function openStudio(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await newsButton(page, shippedArticleTitle).waitFor({ timeout: 120_000 });
  return { page, close: () => context.close() };
}

/** The article's line in the News list: its name starts with its title, then its state. */
function newsButton(page: Page, title: string) {
  const escaped = title.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("navigation", { name: "Content" }).getByRole("region", { name: "News" }).getByRole("button", { name: new RegExp(`^${escaped}`) });
}

/** From the click on `title` in the News list until the editor is present and the preview has painted the article's heading. */
export async function timeArticleOpen(browser: Browser, url: string, title: string): Promise<number> {
  const { page, close } = await openStudio(browser, url);
  try {
    await page.evaluate(
      ({ title, editorSelector, frameSelector }) => {
        // Inline, not named helpers: the runner's transform would name them with a function the page lacks.
        const clicked = new Promise<number>((resolve) => document.addEventListener("click", (event) => resolve(event.timeStamp), { capture: true, once: true }));
        const ready = new Promise<number>((resolve, reject) => {
          const since = performance.now();
          // Polled, not observed: the preview frame's document may be replaced while the article opens.
          const timer = setInterval(() => {
            const heading = document.querySelector<HTMLIFrameElement>(frameSelector)?.contentDocument?.querySelector("main h1");
            if (document.querySelector(editorSelector) && heading?.textContent?.trim() === title) {
              clearInterval(timer);
              // The frame after the one that drew them: both have been painted.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            } else if (performance.now() - since > 60_000) {
              clearInterval(timer);
              reject(new Error(`"${title}" did not open with its editor and preview within 60 s; the page says: ${document.body.innerText.replace(/\s+/g, " ").slice(0, 600)}`));
            }
          }, 2);
        });
        (window as unknown as { __benchOpen: Promise<number> }).__benchOpen = Promise.all([clicked, ready]).then(([start, end]) => end - start);
      },
      { title, editorSelector, frameSelector },
    );
    await newsButton(page, title).click();
    return await page.evaluate(() => (window as unknown as { __benchOpen: Promise<number> }).__benchOpen);
  } finally {
    await close();
  }
}

/** Opens the long article, puts the cursor after `typingAnchor` and times each of `count` letters typed there. */
export async function timeBodyKeystrokes(browser: Browser, url: string, count: number): Promise<number[]> {
  const { page, close } = await openStudio(browser, url);
  try {
    await newsButton(page, longArticleTitle).click();
    const editor = page.locator(editorSelector);
    await editor.waitFor({ timeout: 60_000 });
    await page.frameLocator(frameSelector).locator("main").getByText(typingAnchor).waitFor({ timeout: 60_000 });
    await editor.evaluate((element, anchor) => {
      const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(anchor);
        if (at === -1) continue;
        const range = element.ownerDocument.createRange();
        range.setStart(node, at + anchor.length);
        range.collapse(true);
        element.ownerDocument.getSelection()!.removeAllRanges();
        element.ownerDocument.getSelection()!.addRange(range);
        return;
      }
      throw new Error(`"${anchor}" is not in the editor`);
    }, typingAnchor);
    await editor.focus();
    const latencies: number[] = [];
    let typed = "";
    for (let index = 0; index < count; index++) {
      const letter = typedLetters[index % typedLetters.length]!;
      typed += letter;
      latencies.push(await timeOneLetter(page, letter, `${typingAnchor}${typed}`));
    }
    return latencies;
  } finally {
    await close();
  }
}

/** One letter: its keydown's time stamp until the preview frame has painted a text holding `expected`. */
async function timeOneLetter(page: Page, letter: string, expected: string): Promise<number> {
  await page.evaluate(
    ({ expected, frameSelector }) => {
      const frame = document.querySelector<HTMLIFrameElement>(frameSelector)!;
      const frameWindow = frame.contentWindow as Window & typeof globalThis;
      const main = frame.contentDocument!.querySelector("main")!;
      const state = window as unknown as { typed?: Promise<number>; shown?: Promise<number> };
      state.shown = new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!main.textContent?.includes(expected)) return;
          observer.disconnect();
          frameWindow.requestAnimationFrame(() => frameWindow.setTimeout(() => resolve(frameWindow.performance.timeOrigin + frameWindow.performance.now()), 0));
        });
        observer.observe(main, { childList: true, characterData: true, subtree: true });
        setTimeout(() => reject(new Error(`the preview did not show "…${expected.slice(-30)}" within 10 s`)), 10_000);
      });
      state.typed = new Promise((resolve) => {
        document.addEventListener("keydown", (event) => resolve(performance.timeOrigin + event.timeStamp), { capture: true, once: true });
      });
    },
    { expected, frameSelector },
  );
  await page.keyboard.press(letter);
  return page.evaluate(async () => {
    const state = window as unknown as { typed: Promise<number>; shown: Promise<number> };
    return (await state.shown) - (await state.typed);
  });
}
