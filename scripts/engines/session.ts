import type { WatchReport } from "./page-watch.ts";

/** How long to watch a page. */
export interface WatchTimes {
  /** Time for the page to become interactive: it loads its code after the first paint, on a machine that may be busy. */
  timeoutMs: number;
  /** Once it is, time for a late report (a block hydrating last) to arrive. */
  settleMs: number;
}

/** One engine, opened once for the whole check. */
export interface EngineSession {
  name: string;
  version: string;
  /** Opens `url` in a fresh document with the watch in place and reads it until `isDone` (then once more after `settleMs`) or the time runs out. */
  visit(url: string, isDone: (report: WatchReport) => boolean, times: WatchTimes): Promise<WatchReport>;
  close(): Promise<void>;
}

/**
 * Reads the watch every 100 ms until `isDone`, then once more after `settleMs`; or the last
 * reading when the time runs out. A reading that fails (the page was between documents: a
 * hash address of another language moves to that language's document) is tried again.
 */
export async function readUntil(read: () => Promise<WatchReport>, isDone: (report: WatchReport) => boolean, times: WatchTimes): Promise<WatchReport> {
  const deadline = Date.now() + times.timeoutMs;
  const readOrRetry = async (): Promise<WatchReport | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      return undefined;
    }
  };
  let report = await readOrRetry();
  while ((!report || !isDone(report)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    report = (await readOrRetry()) ?? report;
  }
  if (!report) return read();
  if (!isDone(report)) return report;
  await new Promise((resolve) => setTimeout(resolve, times.settleMs));
  return read();
}
