import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContentService } from "../../../scripts/content/service.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "content-service-"));
  cpSync("content", join(root, "content"), { recursive: true });
  cpSync("public", join(root, "public"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the content service", () => {
  it("validates the folder once until something changes", () => {
    const service = createContentService({ root });
    const first = service.result();
    expect(first.stats.errors).toBe(0);
    expect(service.result()).toBe(first);
    expect(service.validations).toBe(1);
    service.invalidate();
    service.result();
    expect(service.validations).toBe(2);
  });

  it("sees a change on disk only after invalidate", () => {
    const service = createContentService({ root });
    expect(service.result().stats.errors).toBe(0);
    writeFileSync(join(root, "content/pages/about.yaml"), "route: /about\ntitle: About\n");
    expect(service.result().stats.errors).toBe(0);
    service.invalidate();
    expect(service.result().stats.errors).toBeGreaterThan(0);
  });

  it("validates replaced text in memory, cross-file checks included, without touching the cache", () => {
    const service = createContentService({ root });
    const onDisk = service.result();
    const about = service.sources().find((source) => source.path === "content/pages/about.yaml")!;
    const broken = about.text.replace(/href: \/contact/, "href: /no-such-page");
    expect(broken).not.toBe(about.text);
    const edited = service.validateWith(new Map([[about.path, broken]]));
    expect(edited.problems.some((problem) => problem.severity === "error" && problem.file === about.path && /no-such-page/.test(problem.message))).toBe(true);
    expect(service.result()).toBe(onDisk);
    expect(service.validations).toBe(1);
  });
});
