import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { aboutYaml, client, seededStandIn, stopStandIn } from "./stand-in-fixture.ts";

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

async function saveOnMain(path: string, text: string, force = false) {
  const ref = await call("GET", `${repo}/git/ref/heads/main`);
  const head = await call("GET", `${repo}/git/commits/${ref.body.object.sha}`);
  const blob = await call("POST", `${repo}/git/blobs`, { content: text, encoding: "utf-8" });
  const tree = await call("POST", `${repo}/git/trees`, { base_tree: head.body.tree.sha, tree: [{ path, mode: "100644", type: "blob", sha: blob.body.sha }] });
  const commit = await call("POST", `${repo}/git/commits`, { message: "Edit about", tree: tree.body.sha, parents: [ref.body.object.sha] });
  const update = await call("PATCH", `${repo}/git/refs/heads/main`, { sha: commit.body.sha, force });
  return { ref, commit, update, tree };
}

describe("GitHub stand-in: git database", () => {
  it("a blob, tree, commit and ref update show in git as one commit with only the changed line", async () => {
    const { update, commit } = await saveOnMain("content/pages/about.yaml", aboutYaml.replace("About us", "About SAF"));
    expect(update.status).toBe(200);
    expect(await standIn.git(["rev-parse", "main"])).toBe(commit.body.sha);
    const diff = await standIn.git(["show", "--format=%an%n%s", "main"]);
    expect(diff).toContain("Alice Editor\nEdit about");
    expect(diff.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual(["-title: About us", "+title: About SAF"]);
    expect(await standIn.git(["ls-tree", "-r", "--name-only", "main"])).toContain("content/schema/page.schema.json");
  });

  it("writes nested paths, deletes with a null sha, and reads trees recursively and blobs as base64", async () => {
    const ref = await call("GET", `${repo}/git/ref/heads/main`);
    const tree = await call("POST", `${repo}/git/trees`, {
      base_tree: ref.body.object.sha,
      tree: [
        { path: "content/pages/new/deep.yaml", mode: "100644", type: "blob", content: "route: /deep\n" },
        { path: "content/schema/page.schema.json", mode: "100644", type: "blob", sha: null },
      ],
    });
    expect(tree.status).toBe(201);
    const listing = await call("GET", `${repo}/git/trees/${tree.body.sha}?recursive=1`);
    const paths = listing.body.tree.map((entry: { path: string }) => entry.path);
    expect(paths).toContain("content/pages/new/deep.yaml");
    expect(paths).toContain("content/pages");
    expect(paths).not.toContain("content/schema/page.schema.json");
    const deep = listing.body.tree.find((entry: { path: string }) => entry.path === "content/pages/new/deep.yaml");
    const blob = await call("GET", `${repo}/git/blobs/${deep.sha}`);
    expect(Buffer.from(blob.body.content, "base64").toString()).toBe("route: /deep\n");
    expect(await standIn.git(["cat-file", "-p", `${tree.body.sha}:content/pages/new/deep.yaml`])).toBe("route: /deep");
  });

  it("refuses a ref update that is not a fast forward unless forced, and records the force", async () => {
    const first = await saveOnMain("content/site.yaml", "brand: One\n");
    const stale = await call("POST", `${repo}/git/commits`, { message: "Stale", tree: first.tree.body.sha, parents: [first.ref.body.object.sha] });
    const refused = await call("PATCH", `${repo}/git/refs/heads/main`, { sha: stale.body.sha });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Update is not a fast forward");
    expect(await standIn.git(["rev-parse", "main"])).toBe(first.commit.body.sha);
    expect(standIn.forceRequests).toEqual([]);
    const forced = await call("PATCH", `${repo}/git/refs/heads/main`, { sha: stale.body.sha, force: true });
    expect(forced.status).toBe(200);
    expect(standIn.forceRequests).toEqual([{ ref: "refs/heads/main", sha: stale.body.sha }]);
  });

  it("creates, reads and deletes branches whose names contain slashes; creating twice is 422", async () => {
    const main = await call("GET", `${repo}/git/ref/heads/main`);
    const created = await call("POST", `${repo}/git/refs`, { ref: "refs/heads/studio/alice", sha: main.body.object.sha });
    expect(created.status).toBe(201);
    expect((await call("POST", `${repo}/git/refs`, { ref: "refs/heads/studio/alice", sha: main.body.object.sha })).status).toBe(422);
    const read = await call("GET", `${repo}/git/ref/heads/studio/alice`);
    expect(read.body.ref).toBe("refs/heads/studio/alice");
    expect(await standIn.git(["rev-parse", "studio/alice"])).toBe(main.body.object.sha);
    expect((await call("DELETE", `${repo}/git/refs/heads/studio/alice`)).status).toBe(204);
    expect((await call("GET", `${repo}/git/ref/heads/studio/alice`)).status).toBe(404);
  });

  it("lists branches by prefix in one request, a page at a time, revalidated by ETag as one ref is", async () => {
    const main = (await call("GET", `${repo}/git/ref/heads/main`)).body.object.sha as string;
    for (const branch of ["studio/alice", "studio/alicia"]) await call("POST", `${repo}/git/refs`, { ref: `refs/heads/${branch}`, sha: main });
    const names = (answer: { body: { ref: string }[] }) => answer.body.map((ref) => ref.ref);
    const every = await call("GET", `${repo}/git/matching-refs/heads/`);
    expect(every.status).toBe(200);
    expect(names(every)).toEqual(["refs/heads/main", "refs/heads/studio/alice", "refs/heads/studio/alicia"]);
    expect(every.body[0]).toEqual((await call("GET", `${repo}/git/ref/heads/main`)).body);
    // A prefix, not a name, as on GitHub; Octokit escapes the slashes.
    expect(names(await call("GET", `${repo}/git/matching-refs/heads%2Fstudio%2Fali`))).toEqual(["refs/heads/studio/alice", "refs/heads/studio/alicia"]);
    expect(names(await call("GET", `${repo}/git/matching-refs/heads/studio/alicia`))).toEqual(["refs/heads/studio/alicia"]);
    expect((await call("GET", `${repo}/git/matching-refs/heads/nobody`)).body).toEqual([]);
    expect(names(await call("GET", `${repo}/git/matching-refs/heads/?per_page=2&page=2`))).toEqual(["refs/heads/studio/alicia"]);

    const etag = every.headers.get("etag")!;
    expect((await call("GET", `${repo}/git/matching-refs/heads/`, undefined, { "if-none-match": etag })).status).toBe(304);
    await standIn.commitFiles(new Map([["content/site.yaml", "brand: Moved\n"]]), { branch: "studio/alicia", message: "Move" });
    const moved = await call("GET", `${repo}/git/matching-refs/heads/`, undefined, { "if-none-match": etag });
    expect(moved.status).toBe(200);
    expect(moved.body[2].object.sha).toBe(await standIn.git(["rev-parse", "studio/alicia"]));
  });

  it("lists the last commit touching a file with its author", async () => {
    await standIn.commitFiles(new Map([["content/site.yaml", "brand: Bob\n"]]), { message: "Bob's brand", author: { name: "Bob Writer", email: "bob@example.com" } });
    const commits = await call("GET", `${repo}/commits?path=content/site.yaml&sha=main&per_page=1`);
    expect(commits.body).toHaveLength(1);
    expect(commits.body[0].commit.author.name).toBe("Bob Writer");
    expect(commits.body[0].commit.message).toBe("Bob's brand");
    expect(commits.body[0].html_url).toContain("/saf/site/commit/");
  });
});

describe("GitHub stand-in: HTTP like api.github.com", () => {
  it("answers 304 to a matching If-None-Match without spending the rate limit", async () => {
    const first = await call("GET", `${repo}/git/ref/heads/main`);
    const etag = first.headers.get("etag")!;
    const left = Number(first.headers.get("x-ratelimit-remaining"));
    const again = await call("GET", `${repo}/git/ref/heads/main`, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(Number(again.headers.get("x-ratelimit-remaining"))).toBe(left);
  });

  it("knows users by token, with permissions, and refuses unknown tokens and readers' writes", async () => {
    expect((await call("GET", "/user")).body.login).toBe("alice");
    expect((await call("GET", repo)).body.permissions.push).toBe(true);
    const stranger = await client(standIn, "nobody")("GET", "/user");
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe("Bad credentials");
    const reader = client(standIn, "reader-token");
    expect((await reader("GET", repo)).body.permissions.push).toBe(false);
    expect((await reader("POST", `${repo}/git/blobs`, { content: "x" })).status).toBe(403);
  });

  it("answers CORS preflights and exposes ETag and rate-limit headers", async () => {
    const preflight = await fetch(`${standIn.url}/user`, { method: "OPTIONS", headers: { origin: "http://127.0.0.1:9", "access-control-request-headers": "authorization,if-none-match" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization.*If-None-Match/);
    expect(preflight.headers.get("access-control-expose-headers")).toMatch(/ETag.*X-RateLimit-Remaining/);
    // Counted apart: a preflight carries no token and calls nothing.
    expect(standIn.preflights).toEqual(["/user"]);
    expect(standIn.requests).toEqual([]);
  });

  it("injects statuses, rate limits, and lost answers of applied writes", async () => {
    standIn.faults.next({ status: 503, match: /^GET \/user/ });
    expect((await call("GET", "/user")).status).toBe(503);
    expect((await call("GET", "/user")).status).toBe(200);
    standIn.faults.next({ status: 403, rateLimited: true });
    const limited = await call("GET", "/user");
    expect(limited.status).toBe(403);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    standIn.faults.dropAnswerAfterApplying(/^POST .*\/git\/blobs/);
    await expect(call("POST", `${repo}/git/blobs`, { content: "lost answer\n" })).rejects.toThrow();
    expect(await standIn.git(["cat-file", "-p", "HEAD:content/site.yaml"])).toContain("brand: SAF");
    // The write was applied although its answer never came.
    const lostBlob = createHash("sha1").update("blob 12\0lost answer\n").digest("hex");
    expect(await standIn.git(["cat-file", "-t", lostBlob])).toBe("blob");
    expect(standIn.requests.map((request) => request.status)).toEqual([503, 200, 403, 0]);
    expect(standIn.requests.every((request) => request.authorization === "Bearer alice-token")).toBe(true);
  });
});
