import { expect, test } from "./fixtures.ts";
import { findPlacementProblems, headerItemBoxes, revealAll } from "./geometry/in-page.ts";
import { heightFor, sweepWidths } from "./geometry/widths.ts";
import { pageFiles, urlOf } from "./routes.ts";

// Widths are set per test, so one project runs the sweep.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the sweep sets its own viewport");
});

const routes = pageFiles.filter((page) => page.route !== "/auth");

for (const width of sweepWidths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: heightFor(width) } });

    for (const page of routes) {
      test(`${page.route === "*" ? "not found" : page.route}: no sideways scroll, every control on screen and uncovered, header items apart`, async ({ page: tab }) => {
        await tab.goto(urlOf(page));
        await tab.evaluate(revealAll);

        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);

        const boxes = await tab.evaluate(headerItemBoxes);
        expect(boxes.length).toBeGreaterThanOrEqual(2);
        for (const box of boxes) {
          expect(box.left, `${box.name} starts off screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} ends off screen`).toBeLessThanOrEqual(width);
        }
        for (const [index, a] of boxes.entries()) {
          for (const b of boxes.slice(index + 1)) {
            const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
            expect(overlap, `header items "${a.name}" and "${b.name}" overlap`).toBe(false);
          }
        }

        const { problems, checked, total } = await tab.evaluate(findPlacementProblems);
        expect(problems).toEqual([]);
        // Controls taller than the screen are the only ones allowed to go unchecked.
        expect(checked, `${total - checked} of ${total} controls were never wholly on screen`).toBe(total);
      });
    }
  });
}
