import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { client, seededStandIn, stopStandIn } from "./stand-in-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const repo = "/repos/saf/site";
let standIn: GitHubStandIn;
let call: ReturnType<typeof client>;

beforeEach(async () => {
  standIn = await seededStandIn();
  call = client(standIn);
});
afterEach(() => stopStandIn(standIn));

async function branchWith(branch: string, text: string) {
  await standIn.git(["branch", branch, "main"]);
  return standIn.commitFiles(new Map([["content/site.yaml", text]]), { branch, message: `Edit on ${branch}` });
}

it("opens a pull request, reports statuses and check runs, and merges it with a merge commit", async () => {
  const head = await branchWith("studio/alice", "brand: Alice\n");
  const opened = await call("POST", `${repo}/pulls`, { title: "Brand", head: "saf:studio/alice", base: "main", body: "" });
  expect(opened.status).toBe(201);
  expect(opened.body.head.sha).toBe(head);
  expect((await call("POST", `${repo}/pulls`, { title: "Again", head: "saf:studio/alice", base: "main" })).status).toBe(422);
  const listed = await call("GET", `${repo}/pulls?head=saf:studio/alice&state=open`);
  expect(listed.body.map((pull: { number: number }) => pull.number)).toEqual([opened.body.number]);

  standIn.setStatus(head, { state: "success", context: "netlify/deploy-preview", target_url: "https://deploy-preview-1--saf.netlify.app" });
  standIn.setCheckRun(head, { name: "validate", status: "completed", conclusion: "success" });
  expect((await call("GET", `${repo}/commits/studio/alice/status`)).body.state).toBe("success");
  expect((await call("GET", `${repo}/commits/${head}/check-runs`)).body.check_runs[0].conclusion).toBe("success");

  const merged = await call("PUT", `${repo}/pulls/${opened.body.number}/merge`, { merge_method: "merge" });
  expect(merged.status).toBe(200);
  expect(merged.body.merged).toBe(true);
  expect(await standIn.git(["rev-parse", "main^2"])).toBe(head);
  expect(await standIn.git(["show", "main:content/site.yaml"])).toBe("brand: Alice");
  expect((await call("GET", `${repo}/pulls/${opened.body.number}`)).body.merged).toBe(true);
});

it("answers 405 and leaves the base alone when the merge conflicts", async () => {
  await branchWith("studio/alice", "brand: Alice\n");
  await standIn.commitFiles(new Map([["content/site.yaml", "brand: Main\n"]]), { message: "Main's brand" });
  const mainBefore = await standIn.git(["rev-parse", "main"]);
  const opened = await call("POST", `${repo}/pulls`, { title: "Brand", head: "studio/alice", base: "main" });
  expect((await call("GET", `${repo}/pulls/${opened.body.number}`)).body.mergeable).toBe(false);
  const refused = await call("PUT", `${repo}/pulls/${opened.body.number}/merge`, {});
  expect(refused.status).toBe(405);
  expect(refused.body.message).toBe("Pull Request is not mergeable");
  expect(await standIn.git(["rev-parse", "main"])).toBe(mainBefore);
});
