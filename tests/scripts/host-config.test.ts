import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { securityHeaders } from "../../scripts/prerender/headers.ts";

type Rules = Record<string, Record<string, string>>;

/** dist/_headers as the build writes it: a path, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Rules {
  const rules: Rules = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (/^\S/.test(line)) rules[line.trim()] = current = {};
    else if (line.trim() && current) {
      const [, name, value] = /^\s+([\w-]+):\s(.*)$/.exec(line)!;
      current[name!] = value!;
    }
  }
  return rules;
}

/** netlify.toml's [[headers]] tables (the subset of TOML the file uses). */
function parseNetlifyHeaders(text: string): Rules {
  const rules: Rules = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    const path = /^\s*for = (".*")$/.exec(line);
    const value = /^\s+([\w-]+) = (".*")$/.exec(line);
    if (path) rules[JSON.parse(path[1]!) as string] = current = {};
    else if (value && current && value[1] !== "for") current[value[1]!] = JSON.parse(value[2]!) as string;
  }
  return rules;
}

describe("host configuration", () => {
  const headersFile = parseHeadersFile(securityHeaders("default-src 'self'"));
  const netlify = parseNetlifyHeaders(readFileSync("netlify.toml", "utf8"));

  it("netlify.toml sends the same headers and caching as _headers, the build's CSP aside", () => {
    const { "Content-Security-Policy": csp, ...everyPath } = headersFile["/*"]!;
    expect(csp).toBe("default-src 'self'");
    expect(netlify).toEqual({ ...headersFile, "/*": everyPath });
  });

  it("caches hashed files for good, media for a day, and pages never without asking", () => {
    expect(headersFile["/assets/*"]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(headersFile["/media/*"]).toEqual({ "Cache-Control": "public, max-age=86400" });
    expect(headersFile["/index.html"]).toEqual({ "Cache-Control": "no-cache" });
    expect(headersFile["/404.html"]).toEqual({ "Cache-Control": "no-cache" });
    expect(headersFile["/*"]).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
  });

  it("netlify.toml builds with npm run build into dist/", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/\[build\]\n\s+command = "npm run build"\n\s+publish = "dist"/);
  });
});

/** The commands .ci/run runs, in order, from `npm ci` on (the system packages before it differ by machine). */
function ciRunCommands(): string[] {
  const lines = readFileSync(".ci/run", "utf8").split("\n").map((line) => line.trim());
  return lines.slice(lines.findIndex((line) => line.startsWith("npm ci"))).filter((line) => line && !line.startsWith("#") && !line.startsWith("step "));
}

interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe("the GitHub workflow", () => {
  const workflow = parse(readFileSync(".github/workflows/ci.yml", "utf8")) as { on: Record<string, unknown>; jobs: Record<string, { steps: WorkflowStep[]; container?: string }> };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it("runs on every push and pull request", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
  });

  it("runs the same commands as .ci/run, in the same order", () => {
    const commands = ciRunCommands();
    const workflowCommands = steps.map((step) => step.run?.trim()).filter((run): run is string => run !== undefined && !run.includes("apt-get"));
    expect(commands.length).toBeGreaterThanOrEqual(8);
    expect(workflowCommands).toEqual(commands);
  });

  it("installs the same system packages as .ci/run", () => {
    const ciRun = readFileSync(".ci/run", "utf8");
    const install = steps.find((step) => step.run?.includes("apt-get install"))!.run!;
    for (const pkg of ["chromium", "default-jre-headless"]) {
      expect(ciRun).toContain(pkg);
      expect(install).toContain(pkg);
    }
  });

  it("uses the Node version of .nvmrc, with npm's cache", () => {
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node"))!;
    expect(setupNode.with).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" });
  });
});
