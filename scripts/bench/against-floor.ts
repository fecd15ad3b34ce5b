/**
 * `npm run bench -- --floor`: home and SAF Technology against their floors (floor.ts), in
 * mobile Lighthouse, one run of each in turn per round so both meet the same machine, and
 * the median of the rounds. SAF Technology is measured at its hash address and at its own
 * document; the floor of both is its own document without script or web font.
 */
import { performance } from "node:perf_hooks";
import { killAllChrome, runLighthouse } from "./lighthouse.ts";
import { floorAddressOf, writeFloorSite } from "./floor.ts";
import { floorReport, paintSample, summarise, type PaintSample } from "./floor-report.ts";
import { nameNotResolved, unresolvableMediaHosts } from "./offline-media.ts";
import { startPreview } from "./preview.ts";
import { startStandInMediaServer } from "../media-host/https-server.ts";

const defaultRoutes = ["/", "/#/technology", "/technology/"];
const floorFolder = ".tmp/bench-floor";

export async function benchAgainstFloor({ dist, runs, port, floorPort, mediaReachable, routes = defaultRoutes }: { dist: string; runs: number; port: number; floorPort: number; mediaReachable: boolean; routes?: readonly string[] }): Promise<void> {
  const floorBytes = writeFloorSite(dist, floorFolder, routes);
  const mediaServer = mediaReachable ? await startStandInMediaServer() : undefined;
  const offline = mediaServer ? [] : await unresolvableMediaHosts(process.cwd());
  const ignored = offline.length > 0 ? [nameNotResolved] : [];
  const flags = mediaServer?.chromiumFlags ?? [];
  const [site, floor] = await Promise.all([startPreview(port, 30_000, dist), startPreview(floorPort, 30_000, floorFolder)]);
  const stop = () => {
    site.stop();
    floor.stop();
    void mediaServer?.close();
  };
  const stopAndExit = () => {
    killAllChrome();
    stop();
    process.exit(130);
  };
  process.once("SIGINT", stopAndExit);
  try {
    const samples = new Map(routes.map((route) => [route, { page: [] as PaintSample[], floor: [] as PaintSample[] }]));
    let lighthouseVersion = "";
    const started = performance.now();
    for (let round = 0; round < runs; round++) {
      for (const route of routes) {
        const pair = samples.get(route)!;
        // Alternate which goes first, so neither always meets a browser just started.
        const order = round % 2 === 0 ? (["page", "floor"] as const) : (["floor", "page"] as const);
        for (const which of order) {
          const url = which === "page" ? `${site.origin}${route}` : `${floor.origin}${floorAddressOf(route)}`;
          const run = await runLighthouse(url, "mobile", ignored, flags);
          lighthouseVersion = run.lighthouseVersion;
          const sample = paintSample(run.lhr);
          pair[which].push(sample);
          console.error(`[round ${round + 1}/${runs}] ${which === "page" ? route : `floor of ${route}`}: FCP ${(sample.fcpMs / 1000).toFixed(2)} s, LCP ${(sample.lcpMs / 1000).toFixed(2)} s`);
        }
      }
    }
    const media = mediaServer ? "media reachable (stock hosts answered by the stand-in)" : "media as-is";
    console.log(`\n## ${dist}/ against its floor (mobile Lighthouse ${lighthouseVersion}, median of ${runs} interleaved rounds, ${media}; ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    for (const route of routes) {
      const pair = samples.get(route)!;
      console.log(floorReport(route, summarise(pair.page), summarise(pair.floor)));
      console.log("");
    }
    console.log(`Floors written to ${floorFolder}/ (${routes.map((route) => `${floorAddressOf(route)} ${(floorBytes.get(route)! / 1024).toFixed(1)} KB`).join(", ")} uncompressed).`);
  } finally {
    process.off("SIGINT", stopAndExit);
    stop();
  }
}
