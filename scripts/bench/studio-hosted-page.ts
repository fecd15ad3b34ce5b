/**
 * The built studio (dist/studio/) in Chromium against the GitHub stand-in, with a round trip
 * added to every API answer and CORS preflight: how long until the sections list and the
 * preview's heading show on a first open and on an open with warm caches, what a save and
 * publishing take through the page, and the API requests each makes. Static files come from
 * loopback with no delay but with the caching the host gives them (dist/_headers); the CPU is
 * not throttled. Times are taken inside the page, from the navigation or the click that starts
 * them to the frame after the awaited element was drawn.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { preview, type Plugin, type PreviewServer } from "vite";
import { hostedConfigElementId, hostedStudioFolder, type HostedConfig } from "../../src/studio/hosted/page-data.ts";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../github-stand-in/index.ts";
import { headerRules } from "../prerender/headers.ts";
import { launchBrowser, timeClick } from "./studio.ts";
import { timePreviewClicks } from "./studio-click.ts";

interface OpenSample {
  label: string;
  /** What the times count from. */
  from: "navigation" | "Sign in click";
  sectionsMs: number;
  previewMs: number;
  targetMs: number;
  requests: string[];
  preflights: number;
}

/** One kind of open, timed once a run; its requests are the first run's, as every run asks the same. */
export interface OpenFigure extends Omit<OpenSample, "sectionsMs" | "previewMs"> {
  sectionsMs: number[];
  previewMs: number[];
}

export interface ActionFigure {
  label: string;
  /** What the time counts to. */
  until: string;
  ms: number;
  requests: string[];
  preflights: number;
}

export const coldTargetMs = 2500;
export const warmTargetMs = 1000;

const studioPage = `${hostedStudioFolder}/index.html`;
const editorToken = "github_pat_bench_editor_0123456789";

export function hasBuiltStudio(dist: string): boolean {
  return existsSync(join(dist, studioPage));
}

/** Sets `__benchMarks.sections`, `.preview` and `.signIn` on the top window, as epoch milliseconds. */
const marker = `(() => {
  const marks = (window.top.__benchMarks ??= {});
  const paintedOnce = (name, found) => {
    const seen = () => {
      if (!found()) return false;
      // The frame after the one that drew it: the element has been painted.
      requestAnimationFrame(() => setTimeout(() => (marks[name] ??= performance.timeOrigin + performance.now()), 0));
      return true;
    };
    if (seen()) return;
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  if (location.pathname.endsWith("/preview.html")) {
    paintedOnce("preview", () => [...document.querySelectorAll("main[data-preview-route] h1")].some((heading) => heading.textContent.trim() !== ""));
  } else {
    paintedOnce("sections", () => document.querySelector("[data-section-index]") !== null);
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("form button[type=submit]")) marks.signIn ??= performance.timeOrigin + event.timeStamp;
    }, true);
  }
})();`;

/** A host's `/assets/*`-style pattern as a regular expression: `*` any rest, `:name` one segment. */
function patternOf(path: string): RegExp {
  const parts = path.split(/(\*|:\w+)/).map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("")}$`);
}

function hostCacheControl(path: string): string | undefined {
  return headerRules.find((rule) => rule.headers["Cache-Control"] !== undefined && patternOf(rule.path).test(path))?.headers["Cache-Control"];
}

/** The preview server answers every file with no-cache; the host's own header is put back over it. */
function keepCacheControl(response: ServerResponse, value: string): void {
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  response.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => writeHead(status, { ...headers, "Cache-Control": value })) as typeof response.writeHead;
}

function configOf(html: string): HostedConfig {
  const found = new RegExp(`<script type="application/json" id="${hostedConfigElementId}">([^<]*)</script>`).exec(html);
  if (!found) throw new Error(`${studioPage} has no #${hostedConfigElementId} script`);
  return JSON.parse(found[1]!) as HostedConfig;
}

/** The built page with its API address, and the policy's connect-src, on the stand-in instead of GitHub. */
function pointedAtStandIn(html: string, apiOrigin: string): string {
  const config = configOf(html);
  if (!config.settings) throw new Error("the build has no studio settings: site.yaml needs `studio:` for the studio to open");
  const pointed: HostedConfig = { ...config, settings: { ...config.settings, apiUrl: apiOrigin } };
  const withConfig = html.replace(
    new RegExp(`(<script type="application/json" id="${hostedConfigElementId}">)[^<]*(</script>)`),
    (_whole, open: string, close: string) => `${open}${JSON.stringify(pointed).replace(/</g, "\\u003c")}${close}`,
  );
  const withPolicy = withConfig.replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`);
  if (withPolicy === withConfig) throw new Error(`${studioPage} has no connect-src in its policy to let the stand-in in`);
  return withPolicy;
}

function publishedHost(dist: string, apiOrigin: string): Plugin {
  return {
    name: "bench-published-host",
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://host").pathname;
        const cacheControl = hostCacheControl(path);
        if (path === `/${hostedStudioFolder}/` || path === `/${studioPage}`) {
          const html = pointedAtStandIn(readFileSync(join(dist, studioPage), "utf8"), apiOrigin);
          response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...(cacheControl ? { "Cache-Control": cacheControl } : {}) });
          response.end(html);
          return;
        }
        if (cacheControl) keepCacheControl(response, cacheControl);
        next();
      });
    },
  };
}

function serveBuild(root: string, dist: string, apiOrigin: string): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root,
    logLevel: "warn",
    build: { outDir: dist },
    preview: { host: "127.0.0.1", port: 0, strictPort: false },
    plugins: [publishedHost(dist, apiOrigin)],
  });
}

/** `METHOD path status`, query and SHAs left out so that like requests read alike. */
function describe(request: GitHubStandIn["requests"][number]): string {
  return `${request.method} ${request.path.replace(/\?.*/, "").replace(/[0-9a-f]{40}/g, "<sha>")} ${request.status}`;
}

/** Returns once the stand-in has answered everything asked since `since` and nothing new came for a while. */
async function quietAfter(standIn: GitHubStandIn, since: number, quietMs = 600, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  while (Date.now() < deadline) {
    const count = standIn.requests.length + standIn.preflights.length;
    const unanswered = standIn.requests.slice(since).some((request) => request.status === 0);
    if (count === seen && !unanswered) return;
    seen = count;
    await sleep(quietMs);
  }
  throw new Error("the studio kept calling the API");
}

/** What `step` asked of the stand-in, counted once the page has stopped asking. */
async function counted(standIn: GitHubStandIn, step: () => Promise<void>): Promise<{ requests: string[]; preflights: number }> {
  const requestsBefore = standIn.requests.length;
  const preflightsBefore = standIn.preflights.length;
  await step();
  await quietAfter(standIn, requestsBefore);
  return { requests: standIn.requests.slice(requestsBefore).map(describe), preflights: standIn.preflights.length - preflightsBefore };
}

async function timeOpen(page: Page, standIn: GitHubStandIn, label: string, from: OpenSample["from"], targetMs: number, start: () => Promise<unknown>): Promise<OpenSample> {
  let marks = { sections: 0, preview: 0, start: 0 };
  const { requests, preflights } = await counted(standIn, async () => {
    await start();
    await page.waitForFunction(
      () => {
        const found = (window as { __benchMarks?: Record<string, number> }).__benchMarks;
        return found?.sections !== undefined && found.preview !== undefined;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    marks = await page.evaluate((fromClick) => {
      const found = (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks;
      return { sections: found.sections!, preview: found.preview!, start: fromClick ? found.signIn! : performance.timeOrigin };
    }, from === "Sign in click");
  });
  return { label, from, sectionsMs: marks.sections - marks.start, previewMs: marks.preview - marks.start, targetMs, requests, preflights };
}

async function timeAction(page: Page, standIn: GitHubStandIn, label: string, button: Locator, until: { selector: string; text: string }): Promise<ActionFigure> {
  let ms = 0;
  const { requests, preflights } = await counted(standIn, async () => {
    ms = await timeClick(page, button, until.selector, until.text);
  });
  return { label, until: `"${until.text}…"`, ms, requests, preflights };
}

export interface HostedPageFigures {
  opens: OpenFigure[];
  actions: ActionFigure[];
  /** Preview click to focused field, each click's milliseconds (studio-click.ts). */
  clicks: number[];
}

function byLabel(samples: readonly OpenSample[]): OpenFigure[] {
  const figures = new Map<string, OpenFigure>();
  for (const sample of samples) {
    const figure = figures.get(sample.label);
    if (figure) {
      figure.sectionsMs.push(sample.sectionsMs);
      figure.previewMs.push(sample.previewMs);
    } else figures.set(sample.label, { ...sample, sectionsMs: [sample.sectionsMs], previewMs: [sample.previewMs] });
  }
  return [...figures.values()];
}

/**
 * `runs` times: a first sign-in and an open again in a new browser context, and a first open
 * with the sign-in remembered in another; then, in the last context, two saves, an open again
 * after them, and publishing.
 */
export async function benchHostedPage(root: string, dist: string, delayMs: number, runs: number): Promise<HostedPageFigures> {
  const config = configOf(readFileSync(join(dist, studioPage), "utf8"));
  if (!config.settings) throw new Error("the build has no studio settings: site.yaml needs `studio:` for the studio to open");
  const standIn = await startGitHubStandIn({
    repository: config.settings.repository,
    users: { [editorToken]: { login: "editor", name: "Eddie Editor", push: true } },
    delayMs,
    seed: await filesFromFolder(resolve(root), ["content", "public/media"]),
  });
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await serveBuild(resolve(root), dist, standIn.url);
    const studioUrl = `${server.resolvedUrls!.local[0]!}${hostedStudioFolder}/`;
    browser = await launchBrowser();
    const samples: OpenSample[] = [];
    const actions: ActionFigure[] = [];
    const newContext = async (storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>) => {
      // Nothing in its HTTP cache, IndexedDB or storage, but what `storageState` puts there.
      const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, ...(storageState ? { storageState } : {}) });
      await context.addInitScript(marker);
      return context;
    };

    let editing: BrowserContext | undefined;
    let page: Page | undefined;
    for (let run = 0; run < runs; run++) {
      await editing?.close();
      editing = await newContext();
      const signingIn = (page = await editing.newPage());
      // An editor takes a while to paste a token: by then the page has loaded what it asks for ahead.
      await signingIn.goto(studioUrl, { waitUntil: "networkidle" });
      await signingIn.getByLabel("GitHub token").fill(editorToken);
      await signingIn.getByLabel("Remember me on this computer").check();
      const signIn = signingIn.getByRole("button", { name: "Sign in", exact: true });
      samples.push(await timeOpen(signingIn, standIn, "first sign-in, cold caches", "Sign in click", coldTargetMs, () => signIn.click()));
      samples.push(await timeOpen(signingIn, standIn, "open again, warm caches (reload)", "navigation", warmTargetMs, () => signingIn.reload()));

      // The sign-in remembered, everything else new: what a first open costs from the address bar.
      const remembered = await newContext(await editing.storageState());
      try {
        const fresh = await remembered.newPage();
        samples.push(await timeOpen(fresh, standIn, "first open, cold caches, sign-in remembered", "navigation", coldTargetMs, () => fresh.goto(studioUrl)));
      } finally {
        await remembered.close();
      }
    }
    if (!editing || !page) throw new Error("no run: --runs must be 1 or more");
    const editor = page;

    const status = editor.locator("[data-studio-status]");
    const save = editor.getByRole("button", { name: "Save", exact: true });
    const editTitle = async (title: string) => {
      await editor.getByLabel("Title", { exact: true }).fill(title);
      await status.filter({ hasText: "unsaved edits" }).waitFor();
    };
    await editor.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /About Us/ }).click();
    await editor.locator('[data-section-index="0"] > button').first().click();
    await editTitle("About Verdavia and Our Team");
    actions.push(await timeAction(editor, standIn, "save (about hero title; makes the branch)", save, { selector: "[data-studio-status]", text: "Saved " }));
    await editTitle("About the Verdavia Team");
    actions.push(await timeAction(editor, standIn, "save again (the same field)", save, { selector: "[data-studio-status]", text: "Saved " }));
    // As an editor comes back to saved work: their branch exists, and nothing changed since.
    samples.push(await timeOpen(editor, standIn, "open again after saving, warm caches (reload)", "navigation", warmTargetMs, () => editor.reload()));

    // A translator's open: the Arabic About (now behind the saved English) with the English beside each field, warm.
    const arabicAbout = editor.getByRole("navigation", { name: "Content" }).getByRole("list", { name: "About Us in other languages" }).getByRole("button");
    actions.push(await timeAction(editor, standIn, "open Arabic About, the English beside it (warm)", arabicAbout, { selector: "[data-english-state]", text: "English" }));
    const arabicHero = editor.locator('[data-section-index="0"] > button').first();
    actions.push(await timeAction(editor, standIn, "its hero: the English when translated, from history", arabicHero, { selector: "[data-english-before]", text: "About Verdavia" }));
    await editor.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /About Us/ }).first().click();

    const propose = editor.getByRole("button", { name: "Propose my saved edits" });
    actions.push(await timeAction(editor, standIn, "publish: Propose my saved edits", propose, { selector: "section", text: "Proposed as pull request #" }));
    const tip = await standIn.git(["rev-parse", "studio/editor"]);
    standIn.setStatus(tip, { state: "success", context: "deploy/preview", target_url: "https://deploy-preview-1.example.net" });
    const checkAgain = editor.getByRole("button", { name: "Check again" });
    actions.push(await timeAction(editor, standIn, "publish: Check again (a check passed)", checkAgain, { selector: "section", text: "Open the preview" }));
    const publish = editor.getByRole("button", { name: "Publish to the site" });
    actions.push(await timeAction(editor, standIn, "publish: Publish to the site", publish, { selector: "section", text: "Published: your edits are on" }));
    const clicks = await timePreviewClicks(editor, runs);
    await editing.close();
    return { opens: byLabel(samples), actions, clicks };
  } finally {
    await browser?.close();
    await server?.close();
    await standIn.close();
    await rm(standIn.repoDir, { recursive: true, force: true });
  }
}
