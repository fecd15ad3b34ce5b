import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(process.argv[2]!);
await page.locator("html[data-app=running]").waitFor({ state: "attached", timeout: 60000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
type N = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[]; hitCount?: number };
const nodes = new Map<number, N>((profile.nodes as N[]).map((n) => [n.id, n]));
const self = new Map<string, number>();
const dt = new Map<number, number>();
const samples = profile.samples as number[]; const deltas = profile.timeDeltas as number[];
samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (deltas[i] ?? 0)));
for (const [id, t] of dt) { const n = nodes.get(id)!; const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
const byFile = new Map<string, number>();
for (const [id, t] of dt) { const n = nodes.get(id)!; const f = n.callFrame.url.split("/").pop() || n.callFrame.functionName; byFile.set(f, (byFile.get(f) ?? 0) + t); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n"));
console.log("---");
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join("\n"));
await browser.close();
