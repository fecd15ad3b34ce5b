/**
 * Events and careers as a visitor meets them, in both languages, at the phone's and the
 * desktop's width (the two projects): upcoming events before past ones, a past event with no
 * registration or calendar, "Add to calendar" giving a file a real calendar parser reads,
 * a closed role gone from the listing and from its address, and Apply opening the contact
 * form with the role chosen. Every page fits its width and passes axe.
 */
import AxeBuilder from "@axe-core/playwright";
import ICAL from "ical.js";
import { existsSync } from "node:fs";
import { expect, test, type Page, onPhoneToo } from "./fixtures.ts";
import { revealAll } from "./geometry/in-page.ts";

const languages = [
  { language: "English", prefix: "", upcoming: "Upcoming events", past: "Past events", register: "Register", apply: "Apply for this role", role: "Commercial Manager, Airlines", city: "Dubai" },
  { language: "Arabic", prefix: "ar/", upcoming: "الفعاليات القادمة", past: "الفعاليات السابقة", register: "سجّل الآن", apply: "قدّم طلبك لهذه الوظيفة", role: "مدير تجاري لشركات الطيران", city: "دبي" },
] as const;

/** No sideways scroll, and no axe violation. */
async function fitsAndPasses(page: Page, what: string): Promise<void> {
  await page.evaluate(revealAll);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const audit = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(audit.violations.map((violation) => `${what} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const words of languages) {
  const { prefix } = words;
  test.describe(`events and careers in ${words.language}`, () => {
    test("events: upcoming first, soonest first, then the past Dubai Airshow under its own heading", onPhoneToo, async ({ page }) => {
      await page.goto(`./${prefix}events/`);
      const groups = page.locator("[data-block=listing] section");
      await expect(groups.locator("h2")).toHaveText([words.upcoming, words.past]);
      const upcoming = groups.nth(0).locator("h3 a");
      await expect(upcoming).toHaveCount(4);
      expect(await upcoming.first().getAttribute("href")).toContain("world-future-energy-summit-2027");
      await expect(groups.nth(1).locator("h3 a")).toHaveCount(1);
      expect(await groups.nth(1).locator("h3 a").getAttribute("href")).toContain("dubai-airshow-2025");
      await fitsAndPasses(page, `${prefix}events/`);
    });

    test("a past event offers neither registration nor a calendar file", async ({ page }) => {
      await page.goto(`./${prefix}events/dubai-airshow-2025/`);
      const article = page.locator("[data-block=article]");
      await expect(article.locator("h1")).toBeVisible();
      await expect(article.getByRole("link", { name: words.register })).toHaveCount(0);
      await expect(article.locator("a[download]")).toHaveCount(0);
    });

    test("Add to calendar downloads an event a calendar parser reads, starting when the show opens", async ({ page }) => {
      await page.goto(`./${prefix}events/dubai-airshow-2027/`);
      const article = page.locator("[data-block=article]");
      await expect(article.getByRole("link", { name: words.register })).toHaveAttribute("href", "https://www.dubaiairshow.aero");
      const [download] = await Promise.all([page.waitForEvent("download"), article.locator("a[download]").click()]);
      const path = await download.path();
      const { readFile } = await import("node:fs/promises");
      const text = await readFile(path, "utf8");
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents("vevent");
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]!);
      // 10:00 in Dubai (UTC+04:00) on 15 November 2027.
      expect(event.startDate.toJSDate().toISOString()).toBe("2027-11-15T06:00:00.000Z");
      expect(event.endDate.toJSDate().toISOString()).toBe("2027-11-19T13:00:00.000Z");
      expect(event.location).toContain(words.city);
      await fitsAndPasses(page, `${prefix}events/dubai-airshow-2027/`);
    });

    test("careers: the open roles, and a closed role neither listed nor at its address", onPhoneToo, async ({ page }) => {
      await page.goto(`./${prefix}careers/`);
      const roles = page.locator("[data-block=listing] li h2 a");
      await expect(roles).toHaveCount(3);
      for (const href of await roles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).not.toContain("feedstock-sourcing-lead");
      await fitsAndPasses(page, `${prefix}careers/`);
      // The build wrote no document for it (the host answers its 404 page), and the app's address finds no page.
      expect(existsSync(`dist/${prefix}careers/feedstock-sourcing-lead`)).toBe(false);
      await page.goto(`./#/${prefix}careers/feedstock-sourcing-lead`);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("[data-block=article]")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(prefix ? "رئيس توريد المواد الأولية" : "Feedstock Sourcing Lead");
    });

    test("Apply on a role opens the contact form with the role and the careers interest chosen", async ({ page }) => {
      await page.goto(`./${prefix}careers/commercial-manager-airlines/`);
      await fitsAndPasses(page, `${prefix}careers/commercial-manager-airlines/`);
      await page.locator("[data-block=article]").getByRole("link", { name: words.apply }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}contact`));
      const role = page.locator('select[name="role"]');
      await expect(role).toHaveValue("commercial-manager-airlines");
      await expect(role.locator("option:checked")).toHaveText(words.role);
      await expect(page.locator('select[name="interest"]')).toHaveValue("careers");
    });

    test("a role's address in the app's own form chooses it too", async ({ page }) => {
      await page.goto(`./#/${prefix}contact?role=senior-process-engineer`);
      await expect(page.locator('select[name="role"]')).toHaveValue("senior-process-engineer");
    });
  });
}
