/**
 * What `npm run bench -- --floor` reads from a Lighthouse report: the paint figures, the
 * bytes of the document and the fonts, and what the largest paint waited for. Lighthouse's
 * simulated LCP (Lantern) counts every request that ended before the observed LCP (low
 * priority pictures aside), so that list is what the figure is made of.
 */
import type { Result } from "lighthouse";
import { formatKb } from "../size-budget.ts";
import { median } from "./timing.ts";

interface NetworkRow {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

export interface PaintSample {
  fcpMs: number;
  lcpMs: number;
  documentBytes: number;
  fontBytes: number;
  /** The LCP element, as Lighthouse names it. */
  lcpElement: string;
  /** Lighthouse's LCP phases (TTFB, load delay, load time, render delay), in ms. */
  phases: Record<string, number>;
  /** Requests that ended before the observed LCP, which the simulated LCP therefore waits for. */
  waitsFor: { name: string; type: string; bytes: number }[];
}

function tableItems<T>(lhr: Result, audit: string, index = 0): T[] {
  const details = lhr.audits[audit]?.details as { items?: unknown[]; type?: string } | undefined;
  if (!details?.items) return [];
  // A list of tables (the LCP element audit) or one table.
  if (details.type === "list") return ((details.items[index] as { items?: T[] } | undefined)?.items ?? []);
  return details.items as T[];
}

const shortName = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || "/" : url).replace(/^\/assets\//, "");

export function paintSample(lhr: Result): PaintSample {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = tableItems<NetworkRow>(lhr, "network-requests");
  const observed = tableItems<{ observedLargestContentfulPaint?: number }>(lhr, "metrics")[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const lowPriorityPicture = (row: NetworkRow) => row.resourceType === "Image" && (row.priority === "Low" || row.priority === "VeryLow");
  const element = tableItems<{ node?: { snippet?: string; nodeLabel?: string } }>(lhr, "largest-contentful-paint-element", 0)[0]?.node;
  const phases = Object.fromEntries(
    tableItems<{ phase: string; timing: number }>(lhr, "largest-contentful-paint-element", 1).map((row) => [row.phase, Math.round(row.timing)]),
  );
  return {
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    documentBytes: requests.find((row) => row.resourceType === "Document")?.transferSize ?? Number.NaN,
    fontBytes: requests.filter((row) => row.resourceType === "Font").reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    lcpElement: element ? `${element.snippet ?? ""} "${(element.nodeLabel ?? "").slice(0, 40)}"` : "none",
    phases,
    waitsFor: requests
      .filter((row) => row.networkEndTime !== undefined && row.networkEndTime <= observed && !lowPriorityPicture(row) && !row.url.startsWith("data:"))
      .map((row) => ({ name: shortName(row.url, origin), type: row.resourceType ?? "Other", bytes: row.transferSize ?? 0 })),
  };
}

export interface PaintSummary {
  fcpMs: number;
  lcpMs: number;
  documentBytes: number;
  fontBytes: number;
  /** The sample whose LCP is the median, for the parts that are not numbers. */
  typical: PaintSample;
}

export function summarise(samples: readonly PaintSample[]): PaintSummary {
  const lcpMs = median(samples.map((sample) => sample.lcpMs));
  return {
    fcpMs: median(samples.map((sample) => sample.fcpMs)),
    lcpMs,
    documentBytes: median(samples.map((sample) => sample.documentBytes)),
    fontBytes: median(samples.map((sample) => sample.fontBytes)),
    typical: samples.find((sample) => sample.lcpMs === lcpMs)!,
  };
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? formatKb(bytes) : "n/a");
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : "n/a");

/** One route's comparison: both rows, the ratio, and what each LCP waited for. */
export function floorReport(route: string, page: PaintSummary, floor: PaintSummary): string {
  const rows = [
    ["page", "FCP (s)", "LCP (s)", "document KB", "fonts KB"],
    ["---", "---:", "---:", "---:", "---:"],
    [`\`${route}\``, seconds(page.fcpMs), seconds(page.lcpMs), kb(page.documentBytes), kb(page.fontBytes)],
    [`floor of \`${route}\``, seconds(floor.fcpMs), seconds(floor.lcpMs), kb(floor.documentBytes), kb(floor.fontBytes)],
  ];
  const waits = (summary: PaintSummary) =>
    summary.typical.waitsFor.map((request) => `${request.name} (${request.type}, ${kb(request.bytes)} KB)`).join(", ") || "nothing";
  const phases = (summary: PaintSummary) =>
    Object.entries(summary.typical.phases)
      .filter(([, ms]) => ms > 0)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(", ");
  return [
    rows.map((cells) => `| ${cells.join(" | ")} |`).join("\n"),
    "",
    `LCP ratio, page to floor: ${(page.lcpMs / floor.lcpMs).toFixed(2)} (${page.lcpMs <= floor.lcpMs ? "at or under the floor" : `${Math.round(page.lcpMs - floor.lcpMs)} ms over`})`,
    `- page: LCP element ${page.typical.lcpElement}; ${phases(page)}; waits for ${waits(page)}`,
    `- floor: LCP element ${floor.typical.lcpElement}; ${phases(floor)}; waits for ${waits(floor)}`,
  ].join("\n");
}
