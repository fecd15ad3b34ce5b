/** `vite preview` of dist/ as a child process, for the benchmark to load pages from. */
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export interface Preview {
  origin: string;
  stop: () => void;
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    // npx starts vite as a grandchild; the process group reaches both. SIGKILL because
    // a static preview server has nothing to flush, and on an interrupt we exit at once.
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false;
  }
}

/** Serves `folder` (dist/ unless told) on 127.0.0.1:`port`. */
export async function startPreview(port: number, timeoutMs = 30_000, folder = "dist"): Promise<Preview> {
  const origin = `http://127.0.0.1:${port}`;
  // Otherwise the wait below would take another server for ours and measure it.
  if (await answers(origin)) throw new Error(`something already answers on ${origin}; stop it first`);
  const child = spawn("npx", ["vite", "preview", "--outDir", folder, "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => stopGroup(child);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}:\n${stderr.trim()}`);
    if (await answers(origin)) return { origin, stop };
    await sleep(250);
  }
  stop();
  throw new Error(`vite preview did not answer on ${origin} within ${timeoutMs / 1000} s:\n${stderr.trim()}`);
}
