import { expect, test } from "./fixtures.ts";
import { heightFor } from "./geometry/widths.ts";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "these tests set their own viewport");
});

for (const width of [320, 390]) {
  test.describe(`menu at ${width} px`, () => {
    test.use({ viewport: { width, height: heightFor(width) }, hasTouch: true });

    test("the open panel covers the screen below the header, and its links are on it, uncovered", async ({ page }) => {
      await page.goto("./#/technology");
      const toggle = page.getByRole("button", { name: "Open menu" });
      const toggleBox = (await toggle.boundingBox())!;
      expect(toggleBox.x).toBeGreaterThanOrEqual(0);
      expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(width);
      await toggle.click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      // Wait for the slide-in to finish before measuring.
      await expect.poll(async () => Math.abs((await panel.boundingBox())!.x)).toBeLessThan(0.05);

      const geometry = await page.evaluate(() => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const panelRect = document.getElementById("mobile-menu")!.getBoundingClientRect();
        const items = [...document.querySelectorAll<HTMLElement>("#mobile-menu a")].map((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return { text: element.textContent?.trim(), top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, hitsItself: Boolean(hit && (hit === element || element.contains(hit))) };
        });
        return { headerBottom: header.bottom, panel: { top: panelRect.top, bottom: panelRect.bottom, left: panelRect.left, right: panelRect.right }, items, screen: { width: innerWidth, height: innerHeight } };
      });
      expect(geometry.panel.top).toBeCloseTo(geometry.headerBottom, 0);
      expect(geometry.panel.left).toBeCloseTo(0, 1);
      expect(geometry.panel.right).toBeCloseTo(geometry.screen.width, 1);
      expect(geometry.panel.bottom).toBeCloseTo(geometry.screen.height, 1);
      expect(geometry.items.map((item) => item.text)).toEqual(["About Us", "Our Commitment", "SAF Technology", "Partnerships", "Contact", "العربية", "Partner With Us"]);
      for (const item of geometry.items) {
        expect(item.left, item.text).toBeGreaterThanOrEqual(0);
        expect(item.right, item.text).toBeLessThanOrEqual(width);
        if (width === 390) {
          // At 390 × 844 the whole menu is visible without scrolling.
          expect(item.top, item.text).toBeGreaterThanOrEqual(geometry.headerBottom);
          expect(item.bottom, item.text).toBeLessThanOrEqual(geometry.screen.height);
          expect(item.hitsItself, `${item.text} is covered`).toBe(true);
        }
      }

      const closeButton = page.getByRole("button", { name: "Close menu" });
      const closeBox = (await closeButton.boundingBox())!;
      expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"), { x: closeBox.x + closeBox.width / 2, y: closeBox.y + closeBox.height / 2 })).toBe("Close menu");
    });

    test("Tab stays inside the open menu and Escape closes it, returning focus to the button", async ({ page }) => {
      await page.goto("./");
      await page.getByRole("button", { name: "Open menu" }).click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      await expect.poll(async () => Math.abs((await panel.boundingBox())!.x)).toBeLessThan(0.05);
      const visited = new Set<string>();
      for (let step = 0; step < 16; step++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return null;
          const rect = element.getBoundingClientRect();
          return { inHeader: Boolean(element.closest("header")), text: element.textContent?.trim() ?? "", shown: element.checkVisibility({ visibilityProperty: true }), right: rect.right, left: rect.left };
        });
        expect(focus?.inHeader, "focus left the open menu").toBe(true);
        expect(focus?.shown, `focus went to a hidden element: ${focus?.text}`).toBe(true);
        expect(focus!.left).toBeGreaterThanOrEqual(0);
        expect(focus!.right, focus!.text).toBeLessThanOrEqual(width);
        visited.add(focus!.text);
      }
      expect(visited).toContain("Partner With Us");
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    });
  });
}
