import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";
import { memoryBlobCache } from "../../../../src/studio/store/github/blob-cache.ts";
import { aboutYaml, changedLines, edit, requestsDuring, seededStandIn, siteYaml, stopStandIn, storeOn } from "./github-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let standIn: GitHubStandIn;
beforeEach(async () => {
  standIn = await seededStandIn();
});
afterEach(() => stopStandIn(standIn));

const about = "content/pages/about.yaml";

describe("GitHub store: opening", () => {
  it("reads content files and the media list from the base branch before the first save", async () => {
    const snapshot = await storeOn(standIn).open();
    expect(snapshot.files.map((file) => [file.path, file.text])).toEqual([
      [about, aboutYaml],
      ["content/site.yaml", siteYaml],
    ]);
    expect(snapshot.files[0]!.version).toBe(await standIn.git(["rev-parse", `main:${about}`]));
    expect(snapshot.media).toEqual(["/media/hero.jpg"]);
    expect(snapshot.head).toBe(await standIn.git(["rev-parse", "main"]));
    expect(snapshot.branch).toBe("main");
  });

  it("opens again with a warm cache, sign-in check included, in 3 requests answered 304, one round trip", async () => {
    const cache = memoryBlobCache();
    const openWithSignInCheck = () => {
      const store = storeOn(standIn, "alice-token", { cache });
      return Promise.all([store.whoAmI(), store.open()]);
    };
    const cold = await requestsDuring(standIn, openWithSignInCheck);
    // Its two content files in one GraphQL query.
    expect(cold.sort()).toEqual([
      "GET /repos/saf/site 200",
      `GET /repos/saf/site/git/commits/${await standIn.git(["rev-parse", "main"])} 200`,
      "GET /repos/saf/site/git/matching-refs/heads/ 200",
      `GET /repos/saf/site/git/trees/${await standIn.git(["rev-parse", "main^{tree}"])} 200`,
      "GET /user 200",
      "POST /graphql 200",
    ]);
    const warm = await requestsDuring(standIn, openWithSignInCheck);
    expect(warm.sort()).toEqual(["GET /repos/saf/site 304", "GET /repos/saf/site/git/matching-refs/heads/ 304", "GET /user 304"]);

    // As the studio opens: the sign-in check, then the content, which need not ask who it is again.
    const store = storeOn(standIn, "alice-token", { cache });
    await store.whoAmI();
    expect(await requestsDuring(standIn, () => store.open())).toEqual(["GET /repos/saf/site/git/matching-refs/heads/ 304"]);

    // Whom the token belongs to kept from an earlier sign-in: GitHub is not asked again.
    const remembered = storeOn(standIn, "alice-token", { cache, login: "alice" });
    let identity: Awaited<ReturnType<typeof remembered.whoAmI>> | undefined;
    const rememberedOpen = await requestsDuring(standIn, async () => {
      [identity] = await Promise.all([remembered.whoAmI(), remembered.open()]);
    });
    expect(rememberedOpen.sort()).toEqual(["GET /repos/saf/site 304", "GET /repos/saf/site/git/matching-refs/heads/ 304"]);
    expect(identity).toEqual({ login: "alice", canPush: true });
  });

  it("reads the editor's own branch once it exists, and a warm open of it costs 2 requests", async () => {
    const cache = memoryBlobCache();
    const store = storeOn(standIn, "alice-token", { cache });
    const first = await store.open();
    await store.commit(edit(first, about, (text) => text.replace("About us", "About SAF")));
    let second = first;
    // The new tree and file are what the save wrote: only the moved branch is read.
    const afterSave = await requestsDuring(standIn, async () => {
      second = await store.open();
    });
    expect(afterSave).toEqual(["GET /repos/saf/site/git/matching-refs/heads/ 200"]);
    expect(second.files.map((file) => [file.path, file.version])).toEqual(
      await Promise.all(second.files.map(async (file) => [file.path, await standIn.git(["rev-parse", `studio/alice:${file.path}`])])),
    );
    expect(second.media).toEqual(["/media/hero.jpg"]);
    expect(second.branch).toBe("studio/alice");
    expect(second.files.find((file) => file.path === about)!.text).toContain("About SAF");
    const warm = await requestsDuring(standIn, () => storeOn(standIn, "alice-token", { cache }).open());
    expect(warm.sort()).toEqual(["GET /repos/saf/site/git/matching-refs/heads/ 304", "GET /user 304"]);
  });

  it("reads the two branches one by one when the repository has more than a page of branches", async () => {
    // 100 branches whose names sort before main fill the listing's first page.
    await standIn.git(["push", "-q", standIn.repoDir, ...Array.from({ length: 100 }, (_, index) => `main:refs/heads/archive/${String(index).padStart(3, "0")}`)]);
    const store = storeOn(standIn);
    const branchReads = (requests: string[]) => requests.filter((request) => /\/git\/(ref|matching-refs)\//.test(request));
    const opened = await requestsDuring(standIn, async () => {
      expect((await store.open()).head).toBe(await standIn.git(["rev-parse", "main"]));
    });
    expect(branchReads(opened)).toEqual([
      "GET /repos/saf/site/git/matching-refs/heads/ 200",
      "GET /repos/saf/site/git/ref/heads/studio/alice 404",
      "GET /repos/saf/site/git/ref/heads/main 200",
    ]);
    const snapshot = await store.open();
    expect((await store.commit(edit(snapshot, about, (text) => text.replace("About us", "About SAF")))).saved).toBe(true);
    expect((await store.open()).branch).toBe("studio/alice");
  });
});

describe("GitHub store: saving", () => {
  it("makes one commit per save on studio/<login>, with only the changed lines, never forcing", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    const mainBefore = await standIn.git(["rev-parse", "main"]);
    const firstSave = edit(snapshot, about, (text) => text.replace("About us", "About SAF"), "Retitle the about page");
    let outcome = await store.commit(firstSave);
    expect(outcome.saved).toBe(true);
    if (!outcome.saved) return;
    expect(outcome.head).toBe(await standIn.git(["rev-parse", "studio/alice"]));
    expect(await standIn.git(["rev-parse", "studio/alice^"])).toBe(mainBefore);
    expect(await standIn.git(["rev-parse", "main"])).toBe(mainBefore);
    expect(await changedLines(standIn, "studio/alice")).toEqual(["-title: About us", "+title: About SAF"]);
    expect(await standIn.git(["log", "-1", "--format=%an|%s", "studio/alice"])).toBe("Alice Editor|Retitle the about page");
    expect(outcome.files[0]!.version).toBe(await standIn.git(["rev-parse", `studio/alice:${about}`]));

    const secondSave = {
      files: [{ path: about, text: outcome.files[0]!.text.replace("Who we are", "Who flies with us"), baseVersion: outcome.files[0]!.version }],
      media: [{ path: "public/media/wing.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]) }],
      message: "Describe the about page",
      baseHead: outcome.head,
    };
    const requests = await requestsDuring(standIn, async () => {
      outcome = await store.commit(secondSave);
    });
    expect(requests.map((request) => request.replace(/\/[0-9a-f]{40}/, "/<sha>"))).toEqual([
      "GET /repos/saf/site/git/matching-refs/heads/ 200",
      "POST /repos/saf/site/git/blobs 201",
      "POST /repos/saf/site/git/blobs 201",
      "POST /repos/saf/site/git/trees 201",
      "POST /repos/saf/site/git/commits 201",
      "PATCH /repos/saf/site/git/refs/heads/studio/alice 200",
    ]);
    expect(await standIn.git(["rev-list", "--count", "main..studio/alice"])).toBe("2");
    expect(await changedLines(standIn, "studio/alice")).toEqual(["-description: Who we are", "+description: Who flies with us"]);
    expect((await standIn.git(["cat-file", "-s", "studio/alice:public/media/wing.png"]))).toBe("6");
    expect(standIn.forceRequests).toEqual([]);
    // Read back from what the save wrote, the new picture included.
    const reopened = await store.open();
    expect(reopened.media).toEqual(["/media/hero.jpg", "/media/wing.png"]);
    expect(reopened.files.find((file) => file.path === about)!.text).toContain("Who flies with us");
  });

  it("commits on a head that moved when only other files changed, without asking", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    const theirs = await standIn.commitFiles(new Map([["content/site.yaml", "brand: Bob's SAF\n"]]), { message: "Bob's brand", author: { name: "Bob Writer", email: "bob@example.com" } });
    const outcome = await store.commit(edit(snapshot, about, (text) => text.replace("About us", "About SAF")));
    expect(outcome.saved).toBe(true);
    expect(await standIn.git(["rev-parse", "studio/alice^"])).toBe(theirs);
    expect(await standIn.git(["show", "studio/alice:content/site.yaml"])).toBe("brand: Bob's SAF");
    expect(await changedLines(standIn, "studio/alice")).toEqual(["-title: About us", "+title: About SAF"]);
  });

  it("returns a conflict with who changed the same file, writing nothing and keeping their commit", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    const bobs = aboutYaml.replace("About us", "About Bob");
    const theirs = await standIn.commitFiles(new Map([[about, bobs]]), { message: "Bob's title", author: { name: "Bob Writer", email: "bob@example.com" } });
    const requestsBefore = standIn.requests.length;
    const outcome = await store.commit(edit(snapshot, about, (text) => text.replace("About us", "About SAF")));
    expect(outcome.saved).toBe(false);
    if (outcome.saved) return;
    expect(outcome.head).toBe(theirs);
    expect(outcome.conflicts).toHaveLength(1);
    expect(outcome.conflicts[0]).toMatchObject({ path: about, author: "Bob Writer", message: "Bob's title", file: { text: bobs } });
    expect(outcome.conflicts[0]!.url).toContain(`/commit/${theirs}`);
    expect(outcome.conflicts[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await standIn.git(["branch", "--list", "studio/*"])).toBe("");
    expect(await standIn.git(["rev-parse", "main"])).toBe(theirs);
    const writes = standIn.requests.slice(requestsBefore).filter((request) => /^(PATCH|DELETE)$/.test(request.method) || /git\/(refs|commits)$/.test(request.path));
    expect(writes).toEqual([]);

    // Bringing their change in and editing on it saves.
    const reread = await store.reread([about]);
    expect(reread.files[0]!.text).toBe(bobs);
    const retry = await store.commit({ files: [{ path: about, text: bobs.replace("description: Who we are", "description: Who we are now"), baseVersion: reread.files[0]!.version }], media: [], message: "Edit", baseHead: reread.head });
    expect(retry.saved).toBe(true);
  });
});
