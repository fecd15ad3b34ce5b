import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
const retitle = (text: string) => text.replace("About us", "About SAF");

async function failureOf(action: Promise<unknown>): Promise<StoreFailure> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StoreFailure);
  expect((error as Error).message).not.toContain("alice-token");
  expect((error as Error).message).not.toContain("reader-token");
  return error as StoreFailure;
}

async function commitsOnStudioBranch(): Promise<number> {
  const exists = await standIn.git(["branch", "--list", "studio/alice"]);
  return exists ? Number(await standIn.git(["rev-list", "--count", "main..studio/alice"])) : 0;
}

describe("GitHub store: a lost answer", () => {
  it("retries a ref update whose answer was lost without making a second commit", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    const first = await store.commit(edit(snapshot, about, retitle));
    if (!first.saved) throw new Error("first save conflicted");
    standIn.faults.dropAnswerAfterApplying(/^PATCH .*\/git\/refs\/heads\/studio\/alice/);
    const second = { files: [{ path: about, text: first.files[0]!.text + "# kept\n", baseVersion: first.files[0]!.version }], media: [], message: "Second", baseHead: first.head };
    const outcome = await store.commit(second);
    expect(outcome.saved).toBe(true);
    expect(standIn.requests.filter((request) => request.method === "PATCH").map((request) => request.status)).toEqual([0]);
    expect(await commitsOnStudioBranch()).toBe(2);
    expect(outcome.head).toBe(await standIn.git(["rev-parse", "studio/alice"]));
    // The studio's "Try again" with the same request finds the change there too.
    const again = await store.commit(second);
    expect(again).toMatchObject({ saved: true, head: outcome.head });
    expect(await commitsOnStudioBranch()).toBe(2);
    expect(standIn.forceRequests).toEqual([]);
  });

  it("retries the first save whose branch creation answer was lost, with one commit", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    standIn.faults.dropAnswerAfterApplying(/^POST .*\/git\/refs$/);
    const outcome = await store.commit(edit(snapshot, about, retitle));
    expect(outcome.saved).toBe(true);
    expect(standIn.requests.filter((request) => request.method === "POST" && request.path.endsWith("/git/refs")).map((request) => request.status)).toEqual([0]);
    expect(await commitsOnStudioBranch()).toBe(1);
  });

  it("gives up on an answer that never comes after the timeout, as unavailable, saving nothing", async () => {
    // Long enough for a git-backed answer on a busy machine, short beside a request that hangs.
    const store = storeOn(standIn, "alice-token", { timeoutMs: 2_000 });
    const snapshot = await storeOn(standIn).open();
    standIn.faults.timeout(/^POST .*\/git\/trees/, { times: 2 });
    const failure = await failureOf(store.commit(edit(snapshot, about, retitle)));
    expect(failure.kind).toBe("unavailable");
    expect(await commitsOnStudioBranch()).toBe(0);
    expect((await store.commit(edit(snapshot, about, retitle))).saved).toBe(true);
    expect(await commitsOnStudioBranch()).toBe(1);
  });
});

describe("GitHub store: refusals", () => {
  it("a 401 is signed-out, and the same save goes through once accepted again", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    standIn.faults.next({ status: 401, match: /^POST .*\/git\/commits/ });
    const failure = await failureOf(store.commit(edit(snapshot, about, retitle)));
    expect(failure.kind).toBe("signed-out");
    expect(failure.details.status).toBe(401);
    expect(await commitsOnStudioBranch()).toBe(0);
    expect((await store.commit(edit(snapshot, about, retitle))).saved).toBe(true);
  });

  it("5xx twice is unavailable (one retry inside), with nothing written; one 5xx is retried away", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    standIn.faults.next({ status: 503, match: /^POST .*\/git\/blobs/, times: 2 });
    expect((await failureOf(store.commit(edit(snapshot, about, retitle)))).kind).toBe("unavailable");
    expect(await commitsOnStudioBranch()).toBe(0);
    standIn.faults.next({ status: 502, match: /^PATCH|^POST .*\/git\/refs$/ });
    expect((await store.commit(edit(snapshot, about, retitle))).saved).toBe(true);
    expect(await commitsOnStudioBranch()).toBe(1);
  });

  it("a used-up rate limit (403 or 429) is rate-limited with the reset time", async () => {
    const store = storeOn(standIn);
    standIn.faults.next({ status: 403, rateLimited: true });
    const limited = await failureOf(store.open());
    expect(limited.kind).toBe("rate-limited");
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    const snapshot = await store.open();
    standIn.faults.next({ status: 429, rateLimited: true, match: /^POST/ });
    expect((await failureOf(store.commit(edit(snapshot, about, retitle)))).kind).toBe("rate-limited");
    expect(await commitsOnStudioBranch()).toBe(0);
  });

  it("a reader cannot push: whoAmI says so and a save is refused as read-only", async () => {
    const store = storeOn(standIn, "reader-token");
    expect(await store.whoAmI()).toEqual({ login: "reader", canPush: false });
    expect(await storeOn(standIn).whoAmI()).toEqual({ login: "alice", name: "Alice Editor", canPush: true });
    const snapshot = await store.open();
    const failure = await failureOf(store.commit(edit(snapshot, about, retitle)));
    expect(failure.kind).toBe("read-only");
    expect(await standIn.git(["branch", "--list", "studio/*"])).toBe("");
  });

  it("a repository that is not there is not-found; the token went only in Authorization headers", async () => {
    const store = storeOn(standIn, "alice-token", { repository: "saf/elsewhere" });
    expect((await failureOf(store.open())).kind).toBe("not-found");
    for (const request of standIn.requests) {
      expect(request.path).not.toContain("alice-token");
      expect(request.authorization).toBe("token alice-token");
    }
  });
});
