import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const tsc = join(projectRoot, "node_modules/.bin/tsc");
// Inside the project, so the scratch program finds node_modules as src/ does.
mkdirSync(join(projectRoot, ".tmp"), { recursive: true });
const scratch = mkdtempSync(join(projectRoot, ".tmp/typecheck-layers-"));
// One compiler run over two small files; seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Type-checks `source` as if it were a file in src/: with tsconfig.app.json's options. */
function checkAsBrowserCode(name: string, source: string) {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "module.ts"), source);
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ extends: join(projectRoot, "tsconfig.app.json"), compilerOptions: { composite: false, incremental: false }, include: [], files: ["module.ts"] }),
  );
  const result = spawnSync(tsc, ["-p", join(dir, "tsconfig.json")], { cwd: dir, encoding: "utf8" });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe("npm run typecheck keeps browser code and Node code apart", () => {
  it("checks src/ with the browser's program and everything else with Node's", () => {
    const script = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.typecheck;
    expect(script).toMatch(/\btsc -b\b/);
    const root = JSON.parse(readFileSync(join(projectRoot, "tsconfig.json"), "utf8").replace(/^\s*\/\/.*$/gm, "")) as { references: { path: string }[] };
    expect(root.references.map((reference) => reference.path)).toEqual(["./tsconfig.app.json", "./tsconfig.node.json"]);
    const app = JSON.parse(readFileSync(join(projectRoot, "tsconfig.app.json"), "utf8").replace(/^\s*\/\/.*$/gm, "")) as { include: string[] };
    expect(app.include).toEqual(["src"]);
  });

  it("accepts browser code", () => {
    const { code, out } = checkAsBrowserCode("browser", 'export const width: number = document.documentElement.clientWidth;\n');
    expect(out).toBe("");
    expect(code).toBe(0);
  });

  it("fails browser code that imports Node", () => {
    const { code, out } = checkAsBrowserCode(
      "node",
      'import { readFileSync } from "node:fs";\nexport const text: string = readFileSync("content/site.yaml", "utf8");\n',
    );
    expect(out).toMatch(/module\.ts\(1,\d+\): error TS\d+: .*'node:fs'/);
    expect(code).not.toBe(0);
  });
});
