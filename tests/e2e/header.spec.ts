import { expect, test, type Page, onPhoneToo } from "./fixtures.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

test.describe("header", () => {
  test("is transparent at the top and solid once scrolled past 10 px, and transparent again on return", onPhoneToo, async ({ page }) => {
    await page.goto("./");
    const header = page.locator("header").first();
    // The solid backdrop is a layer behind the header's content (see its styles for why).
    const backdrop = (property: "opacity" | "backgroundColor" | "boxShadow" | "backdropFilter") => header.evaluate((element, name) => getComputedStyle(element, "::before")[name], property);
    const background = async () => ((await backdrop("opacity")) === "0" ? "rgba(0, 0, 0, 0)" : backdrop("backgroundColor"));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(background).toBe("rgba(255, 255, 255, 0.9)");
    expect(await backdrop("boxShadow")).not.toBe("none");
    expect(await backdrop("backdropFilter")).toContain("blur");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("the logo links home and the active route's link is marked", async ({ page }) => {
    await page.goto("./#/technology");
    await expect(page.getByRole("link", { name: "Verdavia Sustainable Aviation Fuel, home" })).toHaveAttribute("href", "./");
    const nav = isPhone(page) ? page.locator("#mobile-menu") : page.getByRole("navigation", { name: "Main", exact: true });
    if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
    const active = nav.getByRole("link", { name: "SAF Technology" });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current", "page");
    const weight = await active.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
  });

  test("wide screens show the five links, the language switch and the Partner With Us button", async ({ page }) => {
    test.skip(isPhone(page), "wide screens only");
    await page.goto("./");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link")).toHaveText(["About Us", "Our Commitment", "SAF Technology", "Partnerships", "Contact", "العربية", "Partner With Us"]);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "phones only");
  });

  test("opens full-screen with the links and the button, locks scroll, and closes on a link", onPhoneToo, async ({ page }) => {
    await page.goto("./");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(["About Us", "Our Commitment", "SAF Technology", "Partnerships", "Contact", "العربية", "Partner With Us"]);
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await menu.getByRole("link", { name: "Partnerships" }).click();
    await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("closes on scroll", onPhoneToo, async ({ page }) => {
    await page.goto("./");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(page.locator("#mobile-menu")).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("Escape closes it, Tab stays inside while open, and focus returns to the toggle", onPhoneToo, async ({ page }) => {
    await page.goto("./");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("header")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
