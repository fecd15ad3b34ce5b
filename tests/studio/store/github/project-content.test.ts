import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { filesFromFolder, startGitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";
import { openAll, stopStandIn, storeOn } from "./github-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const root = path.resolve(import.meta.dirname, "../../../..");

it("opens the project's own content, pages and news articles in every language, seeded into the stand-in as a first commit on main", async () => {
  const standIn = await startGitHubStandIn({
    users: { "alice-token": { login: "alice", push: true } },
    seed: await filesFromFolder(root, ["content", "public/media"]),
  });
  try {
    const snapshot = await openAll(storeOn(standIn));
    const pages = (await readdir(path.join(root, "content/pages"))).filter((name) => name.endsWith(".yaml"));
    const arabicPages = (await readdir(path.join(root, "content/ar/pages"))).filter((name) => name.endsWith(".yaml"));
    // Each declared collection's declaration, its words in Arabic, and its entries in both languages.
    const collections = (await readdir(path.join(root, "content/collections"))).filter((name) => name.endsWith(".yaml")).map((name) => name.replace(/\.yaml$/, ""));
    const inFolder = async (folder: string, ending: string) => ((await readdir(path.join(root, folder)).catch(() => [])) as string[]).filter((name) => name.endsWith(ending)).map((name) => `${folder}/${name}`);
    const collectionFiles = (await Promise.all(collections.flatMap((name) => [inFolder(`content/${name}`, ".md"), inFolder(`content/ar/${name}`, ".md")]))).flat();
    const declarations = [...(await inFolder("content/collections", ".yaml")), ...(await inFolder("content/ar/collections", ".yaml"))];
    expect(collectionFiles.some((file) => file.startsWith("content/news/"))).toBe(true);
    expect(snapshot.files.map((file) => file.path).sort()).toEqual(
      [
        ...arabicPages.map((name) => `content/ar/pages/${name}`),
        "content/ar/site.yaml",
        ...pages.map((name) => `content/pages/${name}`),
        ...collectionFiles,
        ...declarations,
        "content/site.yaml",
      ].sort(),
    );
    expect(snapshot.files.some((file) => file.path.startsWith("content/schema/"))).toBe(false);
    const mediaFiles = (await readdir(path.join(root, "public/media"), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(snapshot.media).toEqual(mediaFiles.map((entry) => `/media/${path.relative(path.join(root, "public/media"), path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`).sort());
    expect(await standIn.git(["rev-list", "--count", "main"])).toBe("1");
  } finally {
    await stopStandIn(standIn);
  }
});
