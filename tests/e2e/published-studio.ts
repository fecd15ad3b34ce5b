/** The published studio (dist/studio/) driven against the GitHub stand-in, as an editor signs in to it. */
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";

/** The studio settings the site declares: its repository and GitHub API address. */
export const studioSettings = (parse(readFileSync(resolve("content/site.yaml"), "utf8")) as { studio: { repository: string; apiUrl?: string } }).studio;

/** The API origin the studio calls, answered in tests by the stand-in. */
export const apiOrigin = new URL(studioSettings.apiUrl ?? "https://api.github.com").origin;

/** Opens the studio with its API answered by the stand-in at `standInUrl`, signs in with `token`, and waits for the sections list. */
export async function signInToPublishedStudio(page: Page, standInUrl: string, token: string): Promise<void> {
  await page.route(`${apiOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${standInUrl}${url.pathname}${url.search}` }) });
  });
  await page.goto("studio/");
  await page.getByLabel("GitHub token").fill(token);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 60_000 });
}
