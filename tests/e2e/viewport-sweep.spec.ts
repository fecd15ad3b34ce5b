import { expect, test, type Page } from "./fixtures.ts";
import { findPlacementProblems, headerItemBoxes, revealAll } from "./geometry/in-page.ts";
import { arabicSweepWidths, heightFor, sweepWidths } from "./geometry/widths.ts";
import { arabicPageFiles, inAppPageFiles, pageFiles, urlOf } from "./routes.ts";

// Widths are set per test, so one project runs the sweep.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the sweep sets its own viewport");
});

// Another language's not-found page is a document the host answers with, not an address inside the app (routes.ts).
const routes = [
  ...inAppPageFiles(pageFiles).map((page) => ({ page, widths: sweepWidths as readonly number[] })),
  ...inAppPageFiles(arabicPageFiles).map((page) => ({ page, widths: arabicSweepWidths as readonly number[] })),
].filter(({ page }) => !page.route.endsWith("/auth"));

/** Every failure at one width, so a broken width reports all it got wrong at once. */
async function problemsAt(tab: Page, width: number): Promise<string[]> {
  const found: string[] = [];
  const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) found.push(`the page scrolls sideways by ${overflow} px`);

  const boxes = await tab.evaluate(headerItemBoxes);
  if (boxes.length < 2) found.push(`the header shows ${boxes.length} items`);
  for (const box of boxes) {
    if (box.left < 0) found.push(`${box.name} starts off screen (x ${Math.round(box.left)})`);
    if (box.right > width) found.push(`${box.name} ends off screen (x ${Math.round(box.right)})`);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      if (overlap) found.push(`header items "${a.name}" and "${b.name}" overlap`);
    }
  }

  const { problems, checked, total } = await tab.evaluate(findPlacementProblems);
  for (const { element, problem } of problems) found.push(`${element} ${problem}`);
  // Controls taller than the screen are the only ones allowed to go unchecked.
  if (checked !== total) found.push(`${total - checked} of ${total} controls were never wholly on screen`);
  return found.map((problem) => `${width} px: ${problem}`);
}

// One visit per route, resized through every width, as a window dragged narrower and wider:
// the layout is CSS and the header's fit is measured by a ResizeObserver (useNavFit), so a
// resize takes the same path as a load at that width. Loads at 320, 390, 1024 and 1440 px
// are checked by the state, menu and focus tests. Each page at its hash address: its own
// document runs the same app at the same address (site.spec checks it shows the same sections).
for (const { page, widths } of routes) {
  test(`${page.route === "*" ? "not found" : page.route}: at ${widths.join(", ")} px, no sideways scroll, every control on screen and uncovered, header items apart`, async ({ page: tab }) => {
    test.slow();
    const first = widths[0]!;
    await tab.setViewportSize({ width: first, height: heightFor(first) });
    await tab.goto(urlOf(page));
    await tab.evaluate(revealAll);

    const problems: string[] = [];
    for (const width of widths) {
      await tab.setViewportSize({ width, height: heightFor(width) });
      // Two frames: the ResizeObserver's answer, then the layout it asked for.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      problems.push(...(await problemsAt(tab, width)));
    }
    expect(problems).toEqual([]);
  });
}
