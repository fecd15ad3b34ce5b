import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../../../scripts/github-stand-in/index.ts";
import { createGitHubBackend } from "../../../src/studio/hosted/github-backend.ts";
import { changedLines, requestsDuring, stopStandIn, storeOn } from "../store/github/github-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 60_000 });

const root = path.resolve(import.meta.dirname, "../../..");
const catalogue = { icons: { leaf: [["path", { d: "M0 0" }]] as [string, Record<string, string>][] }, blocks: [{ type: "text", example: { type: "text", body: ["x"] } }] };
let standIn: GitHubStandIn;

beforeAll(async () => {
  standIn = await startGitHubStandIn({ users: { "alice-token": { login: "alice", push: true } }, seed: await filesFromFolder(root, ["content", "public/media"]) });
});
afterAll(() => stopStandIn(standIn));

const backendOn = () => createGitHubBackend(storeOn(standIn), catalogue, "github:test");

it("opens the repository's content with the build's own validator in the page: the project's content has no errors", async () => {
  const content = await backendOn().load();
  expect(content.brand).toBe("Verdavia");
  expect(content.head).toBe(await standIn.git(["rev-parse", "main"]));
  expect(content.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  expect(content.icons).toBe(catalogue.icons);
  expect(content.files.find((file) => file.path === "content/pages/about.yaml")?.sectionLines.length).toBeGreaterThan(1);
});

it("takes an open already under way for its first load, and asks the store again after", async () => {
  const store = storeOn(standIn);
  const opening = store.open();
  const backend = createGitHubBackend(store, catalogue, "github:test", opening);
  const opened = await opening;
  // With no entry index beside it (none outside a built site), it reads the entries the open listed: one GraphQL query.
  expect(await requestsDuring(standIn, async () => expect((await backend.load()).head).toBe(opened.head))).toEqual(["POST /graphql 200"]);
  const before = standIn.requests.length;
  await backend.load();
  expect(standIn.requests.length).toBeGreaterThan(before);
});

it("finds a broken link across files while the editor types, as npm run validate does", async () => {
  const backend = backendOn();
  const content = await backend.load();
  const about = content.files.find((file) => file.path === "content/pages/about.yaml")!;
  const problems = await backend.validate(content.files, [{ file: about, changes: [{ op: "set", path: ["route"], value: "/about-us" }] }], content.media);
  expect(problems.filter((problem) => problem.severity === "error").map((problem) => problem.file)).toContain("content/site.yaml");
});

it("saves with the default message said from what changed, one commit, only the edited line", async () => {
  const backend = backendOn();
  const content = await backend.load();
  const about = content.files.find((file) => file.path === "content/pages/about.yaml")!;
  const outcome = await backend.save([{ file: about, changes: [{ op: "set", path: ["sections", 0, "title"], value: "About Verdavia Fuels" }] }], content.head, "About Us: hero title", []);
  expect(outcome.saved).toBe(true);
  expect(await standIn.git(["log", "-1", "--format=%s", "studio/alice"])).toBe("About Us: hero title");
  expect(await changedLines(standIn, "studio/alice")).toEqual([expect.stringMatching(/^-\s+title: About Verdavia$/), "+    title: About Verdavia Fuels"]);
});

it("makes a new page as a commit of its own, and refuses a name already taken", async () => {
  const backend = backendOn();
  const content = await backend.load();
  const made = await backend.createPage("Our Team", content.files, content.head);
  expect(made.file.path).toBe("content/pages/our-team.yaml");
  expect(await standIn.git(["log", "-1", "--format=%s", "studio/alice"])).toBe("New page: /our-team");
  expect(await standIn.git(["show", "studio/alice:content/pages/our-team.yaml"])).toBe(made.file.text.trimEnd());
  const reopened = await backend.load();
  await expect(backend.createPage("our team", reopened.files, reopened.head)).rejects.toThrow(/our-team/);
});

it("keeps a change someone pushed meanwhile elsewhere in the file without asking, and stops at one on the same line", async () => {
  const backend = backendOn();
  const content = await backend.load();
  const about = content.files.find((file) => file.path === "content/pages/about.yaml")!;
  const theirs = about.text.replace(/^title: .*$/m, "title: About Us — Verdavia Fuels");
  await standIn.commitFiles(new Map([["content/pages/about.yaml", theirs]]), { branch: "studio/alice", message: "Page title for search", author: { name: "Dana Developer", email: "dana@example.com" } });
  const saved = await backend.save([{ file: about, changes: [{ op: "set", path: ["sections", 0, "title"], value: "About the Team" }] }], content.head, "About Us: hero title", []);
  expect(saved).toMatchObject({ saved: true, broughtIn: [{ path: "content/pages/about.yaml", author: "Dana Developer" }] });
  const both = await standIn.git(["show", "studio/alice:content/pages/about.yaml"]);
  expect(both).toContain("title: About Us — Verdavia Fuels");
  expect(both).toContain("    title: About the Team\n");

  const reopened = await backend.load();
  const now = reopened.files.find((file) => file.path === "content/pages/about.yaml")!;
  await standIn.commitFiles(new Map([["content/pages/about.yaml", both.replace("    title: About the Team\n", "    title: Their Team\n")]]), { branch: "studio/alice", message: "Their hero" });
  const tip = await standIn.git(["rev-parse", "studio/alice"]);
  const refused = await backend.save([{ file: now, changes: [{ op: "set", path: ["sections", 0, "title"], value: "Our Team" }] }], reopened.head, "About Us: hero title", []);
  expect(refused).toMatchObject({ saved: false, conflicts: [{ path: "content/pages/about.yaml", message: "Their hero" }] });
  expect(await standIn.git(["rev-parse", "studio/alice"])).toBe(tip);
});

it("refuses to save a change to the studio's own settings, which say where tokens go", async () => {
  const backend = backendOn();
  const content = await backend.load();
  const site = content.files.find((file) => file.path === "content/site.yaml")!;
  const problems = await backend.validate(content.files, [{ file: site, changes: [{ op: "set", path: ["studio", "apiUrl"], value: "https://api.example.net" }] }], content.media);
  expect(problems).toContainEqual(expect.objectContaining({ file: "content/site.yaml", path: "studio", severity: "error", message: expect.stringContaining("only by a developer") }));
});
