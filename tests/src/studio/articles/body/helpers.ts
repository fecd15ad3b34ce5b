import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { checkBody } from "../../../../../src/markdown/check.ts";
import { parseMarkdown } from "../../../../../src/markdown/parse.ts";
import { entryBody } from "../../../../../src/studio/articles/body/entry-body.ts";

/** Every shipped news entry's body, by its file's path. */
export function shippedBodies(): { path: string; body: string }[] {
  return ["content/news", "content/ar/news"].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .map((name) => {
        const path = `${folder}/${name}`;
        const body = entryBody(readFileSync(path, "utf8"));
        if (body === undefined) throw new Error(`${path} has no front matter`);
        return { path, body };
      }),
  );
}

/** Fails when the site's validator refuses any part of a body. */
export function expectAccepted(body: string): void {
  const findings = checkBody(parseMarkdown(body)).findings.filter((finding) => finding.severity !== "warning");
  expect(findings.map((finding) => `${finding.code}: ${body.slice(finding.start, finding.end)}`)).toEqual([]);
}

/** The lines of `after` that differ from `before`, as removed and added lines (a plain line diff over the common head and tail). */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}
