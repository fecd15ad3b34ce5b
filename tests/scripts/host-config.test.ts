import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { documentRulePaths, securityHeaders } from "../../scripts/prerender/headers.ts";
import { headersForPath, parseHeadersFile, rulesForPath, type HeaderRules } from "../fixtures/headers-file.ts";

/** netlify.toml's [[headers]] tables (the subset of TOML the file uses). */
function parseNetlifyHeaders(text: string): HeaderRules {
  const rules: HeaderRules = {};
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
  // The documents' one policy: the boot scripts' hashes, the same for every document.
  const documentPolicy = "default-src 'self'; script-src 'self' 'sha256-boot'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
  const studioPolicy = "default-src 'self'; connect-src 'self' https://api.github.com; frame-ancestors 'self'";
  const files = ["index.html", "404.html", "about/index.html", "a/b/index.html", "ar/404.html"];
  const documents = ["/", "/index.html", "/404.html", "/about/", "/about/index.html", "/a/b/", "/a/b/index.html", "/ar/404.html"];
  const headersFile = parseHeadersFile(securityHeaders({ site: { paths: documentRulePaths(files), csp: documentPolicy }, studio: studioPolicy }));
  const netlify = parseNetlifyHeaders(readFileSync("netlify.toml", "utf8"));

  it("netlify.toml sends the same headers and caching as _headers, the build's policies and the framing beside them aside", () => {
    // The media files' policy is fixed, so netlify.toml carries it too; so is the studio's framing rule.
    const withoutPolicies = Object.entries(headersFile).flatMap(([path, { "Content-Security-Policy": csp, "X-Frame-Options": frames, ...rest }]) => {
      const kept = { ...rest, ...(path === "/media/*" && csp ? { "Content-Security-Policy": csp } : {}), ...(path === "/studio/*" && frames ? { "X-Frame-Options": frames } : {}) };
      return Object.keys(kept).length > 0 ? [[path, kept] as const] : [];
    });
    expect(netlify).toEqual(Object.fromEntries(withoutPolicies));
  });

  it("gives each public document, by every address it is served at, the documents' policy and no framing, one rule per top-level folder", () => {
    expect(documentRulePaths(files)).toEqual(["/", "/index.html", "/404.html", "/about/*", "/a/*", "/ar/*"]);
    for (const path of documents) {
      expect(headersForPath(headersFile, path), path).toMatchObject({ "Content-Security-Policy": documentPolicy, "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" });
    }
    expect(() => documentRulePaths(["studio/index.html"])).toThrow(/studio/);
  });

  it("gives the studio its own policy, which lets it frame its preview, and keeps it out of search, with no header sent twice", () => {
    for (const path of ["/studio/", "/studio/index.html", "/studio/preview.html", "/studio/assets/studio-A.js"]) {
      const headers = headersForPath(headersFile, path);
      expect(headers, path).toMatchObject({ "Content-Security-Policy": studioPolicy, "X-Frame-Options": "SAMEORIGIN", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" });
    }
    expect(headersForPath(headersFile, "/studio/assets/studio-A.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersForPath(headersFile, "/studio/preview.html")["Cache-Control"]).toBe("no-cache");
  });

  it("keeps the studio out of other sites' frames from netlify.toml too, which holds where a build's _headers is not read", () => {
    for (const path of ["/studio/", "/studio/index.html"]) expect(headersForPath(netlify, path), path).toMatchObject({ "X-Frame-Options": "SAMEORIGIN" });
    expect(headersForPath(netlify, "/about/")["X-Frame-Options"]).toBeUndefined();
  });

  it("never matches one address with two rules that set the same header (Cloudflare Pages would send both values)", () => {
    const addresses = [...documents, "/studio/", "/studio/index.html", "/studio/preview.html", "/studio/assets/x.js", "/assets/x.js", "/media/hero.jpg", "/about/page.json", "/sections/home.json", "/robots.txt", "/nowhere"];
    for (const path of addresses) {
      const names = rulesForPath(headersFile, path).flatMap((values) => Object.keys(values));
      expect(names.filter((name, index) => names.indexOf(name) !== index), path).toEqual([]);
    }
  });

  it("caches hashed files for good, media for a day, and pages never without asking", () => {
    expect(headersFile["/assets/*"]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(headersFile["/media/*"]).toMatchObject({ "Cache-Control": "public, max-age=86400" });
    // Opened on its own, a media file (an SVG can hold script) runs nothing on the studio's origin.
    expect(headersFile["/media/*"]!["Content-Security-Policy"]).toMatch(/^default-src 'none';.*\bsandbox$/);
    expect(headersFile["/index.html"]).toMatchObject({ "Cache-Control": "no-cache" });
    expect(headersFile["/404.html"]).toMatchObject({ "Cache-Control": "no-cache" });
    expect(headersFile["/*"]).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()") as string,
    });
  });

  it("netlify.toml builds with npm run build into dist/", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/\[build\]\n\s+command = "npm run build"\n\s+publish = "dist"/);
  });
});

/** The commands .ci/run runs, in order, from `npm ci` on (the system packages before it differ by machine). */
function ciRunCommands(): string[] {
  const lines = readFileSync(".ci/run", "utf8").split("\n").map((line) => line.trim());
  // The commands that run the project's steps; the install's shell plumbing has no twin in the workflow.
  return lines.slice(lines.findIndex((line) => line.startsWith("npm ci"))).filter((line) => /\bnpm (ci|run|test)\b/.test(line));
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
    // Every step, whether on a line of its own or run side by side with another.
    for (const step of ["npm ci", "npm run lint", "npm run typecheck", "npm run validate -- --strict", "npm test", "npm run build", "npm run size", "npm run test:e2e", "npm run test:engines"]) {
      expect(commands.join("\n")).toContain(step);
    }
    expect(workflowCommands).toEqual(commands);
  });

  it("installs the same system packages as .ci/run", () => {
    const ciRun = readFileSync(".ci/run", "utf8");
    const install = steps.find((step) => step.run?.includes("apt-get install"))!.run!;
    for (const pkg of ["chromium", "default-jre-headless", "firefox-esr", "webkit2gtk-driver", "xvfb"]) {
      expect(ciRun).toContain(pkg);
      expect(install).toContain(pkg);
    }
  });

  it("uses the Node version of .nvmrc, with npm's cache", () => {
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node"))!;
    expect(setupNode.with).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" });
  });
});
