import { expect, test } from "@playwright/test";
import { resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { signInToPublishedStudio, studioSettings } from "./published-studio.ts";
import { desktopOnlyTag } from "./tags.ts";

/**
 * The published studio lists entries from the index the build wrote beside it (studio/entries.json),
 * reads an entry saved since the build from the branch, and reads an entry's file when it is opened.
 */
const token = "github_pat_entries_0123456789";
const saved = "content/news/dubai-airshow-2025.md";
const savedTitle = "Meet Verdavia at the Dubai Airshow, saved after the build";
const listedTitle = "Verdavia and Gulf Horizon Airways sign a ten-year SAF offtake agreement";

test("the published studio opens in a few requests, lists entries by title and reads one when it is opened", { tag: desktopOnlyTag }, async ({ page }) => {
  test.setTimeout(120_000);
  const standIn = await startGitHubStandIn({ repository: studioSettings.repository, users: { [token]: { login: "editor", push: true } }, seed: await filesFromFolder(resolve("."), ["content", "public/media"]) });
  try {
    const text = await standIn.git(["show", `main:${saved}`]);
    await standIn.commitFiles(new Map([[saved, `${text.replace(/^title: .*$/m, `title: ${savedTitle}`)}\n`]]), { message: "Saved in the studio" });
    await signInToPublishedStudio(page, standIn.url, token);
    const news = page.getByRole("navigation", { name: "Content" }).getByRole("region", { name: "News" });
    await expect(news.getByRole("button", { name: savedTitle })).toBeVisible();
    await expect(news.getByRole("button", { name: listedTitle })).toBeVisible();
    const opening = standIn.requests.map((request) => `${request.method} ${request.path.replace(/\?.*/, "")}`);
    // The branch, its commit and tree, the user and repository, and two GraphQL queries: no blob one by one.
    expect(opening.length).toBeLessThanOrEqual(10);
    expect(opening.filter((request) => request.includes("/git/blobs/"))).toEqual([]);

    const before = standIn.requests.length;
    await news.getByRole("button", { name: listedTitle }).click();
    await expect(page.getByRole("textbox", { name: "Text", exact: true })).toContainText("40 million gallons", { timeout: 30_000 });
    expect(standIn.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual(["POST /graphql"]);
  } finally {
    await standIn.close();
  }
});
