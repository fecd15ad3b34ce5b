/**
 * Runs `work` on each of `items`, at most `limit` at a time, in order of starting: for work that
 * waits on other threads (image encoding in libvips' pool), so every core has some.
 */
import { availableParallelism } from "node:os";

/** As many as the machine has cores: one job a core. */
export const coresAtOnce = Math.max(1, availableParallelism());

export async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
