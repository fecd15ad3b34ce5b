import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { GitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";
import { StoreFailure } from "../../../../src/studio/store/content-store.ts";
import { edit, seededStandIn, stopStandIn, storeOn } from "./github-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let standIn: GitHubStandIn;
beforeEach(async () => {
  standIn = await seededStandIn();
});
afterEach(() => stopStandIn(standIn));

const about = "content/pages/about.yaml";

it("opens a pull request, waits for its checks, merges with a merge commit and starts over from main", async () => {
  const store = storeOn(standIn);
  const snapshot = await store.open();
  const saved = await store.commit(edit(snapshot, about, (text) => text.replace("About us", "About SAF")));
  if (!saved.saved) throw new Error("save conflicted");

  const pull = await store.publish.open("Retitle the about page", "From the studio");
  expect(pull.headSha).toBe(saved.head);
  expect(pull.url).toContain(`/pull/${pull.number}`);
  expect((await store.publish.open("Again")).number).toBe(pull.number);

  standIn.setStatus(saved.head, { state: "pending", context: "netlify/saf/deploy-preview", target_url: "https://deploy-preview-1--saf.netlify.app" });
  standIn.setCheckRun(saved.head, { name: "validate", status: "in_progress" });
  let state = await store.publish.state();
  expect(state).toMatchObject({ checksState: "pending", previewUrl: "https://deploy-preview-1--saf.netlify.app", pullRequest: { number: pull.number, mergeable: true } });
  expect(await store.publish.merge()).toMatchObject({ merged: false, reason: "checks-pending" });

  standIn.setCheckRun(saved.head, { name: "validate", status: "completed", conclusion: "failure", details_url: "http://ci.example/1" });
  expect(await store.publish.merge()).toMatchObject({ merged: false, reason: "checks-failed" });

  standIn.setStatus(saved.head, { state: "success", context: "netlify/saf/deploy-preview", target_url: "https://deploy-preview-1--saf.netlify.app" });
  standIn.setCheckRun(saved.head, { name: "validate", status: "completed", conclusion: "success", details_url: "http://ci.example/2" });
  state = await store.publish.state();
  expect(state!.checks).toEqual([
    { name: "netlify/saf/deploy-preview", state: "success", url: "https://deploy-preview-1--saf.netlify.app" },
    { name: "validate", state: "success", url: "http://ci.example/2" },
  ]);
  expect(state!.checksState).toBe("success");

  const merged = await store.publish.merge();
  expect(merged).toMatchObject({ merged: true });
  expect(await standIn.git(["log", "-1", "--format=%H %P", "main"])).toMatch(new RegExp(`^\\S+ \\S+ ${saved.head}$`));
  expect(await standIn.git(["show", `main:${about}`])).toContain("title: About SAF");
  expect(await standIn.git(["branch", "--list", "studio/*"])).toBe("");
  expect(await store.publish.state()).toBeUndefined();
  expect(standIn.forceRequests).toEqual([]);

  // The next save starts from main's new head, on a new studio/alice.
  const reopened = await store.open();
  expect(reopened.branch).toBe("main");
  const next = await store.commit(edit(reopened, about, (text) => text.replace("Who we are", "Who flies with us")));
  expect(next.saved).toBe(true);
  expect(await standIn.git(["rev-parse", "studio/alice^"])).toBe(await standIn.git(["rev-parse", "main"]));
});

it("a merge GitHub refuses is merge-conflict, and the change stays on its branch", async () => {
  const store = storeOn(standIn);
  const snapshot = await store.open();
  const saved = await store.commit(edit(snapshot, about, (text) => text.replace("About us", "About SAF")));
  if (!saved.saved) throw new Error("save conflicted");
  await standIn.commitFiles(new Map([[about, "route: /about\ntitle: About Bob\n"]]), { message: "Bob's page" });
  const mainBefore = await standIn.git(["rev-parse", "main"]);
  await store.publish.open("Retitle");
  expect((await store.publish.state())!.pullRequest.mergeable).toBe(false);
  const failure = await store.publish.merge().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(StoreFailure);
  expect((failure as StoreFailure).kind).toBe("merge-conflict");
  expect(await standIn.git(["rev-parse", "main"])).toBe(mainBefore);
  expect(await standIn.git(["rev-parse", "studio/alice"])).toBe(saved.head);
});
