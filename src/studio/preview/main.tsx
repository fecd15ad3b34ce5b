/**
 * The preview frame's entry. The frame loads with the studio's page (shell.ts) and shows
 * the dev server's drawing at once; its own code (start.tsx, about 150 modules) would
 * then compete for the one main thread the frame shares with the studio, and hold back the
 * studio's sections and form. So it waits until the studio says its page is drawn, and
 * only then loads, with every module asked for side by side (the list the dev server put
 * in this document). Opened on its own, it starts at once.
 */
import type { FromPreview, PreviewHello } from "../preview-data.ts";
import { previewModulesElementId, readJsonScript } from "../protocol.ts";

function start(): void {
  for (const href of readJsonScript<string[]>(previewModulesElementId) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./start.tsx");
}

if (window.parent === window) start();
else {
  const hello = (event: MessageEvent<PreviewHello>) => {
    if (event.origin !== window.location.origin || event.data?.type !== "studio:hello") return;
    window.removeEventListener("message", hello);
    start();
  };
  window.addEventListener("message", hello);
  const waiting: FromPreview = { type: "studio:waiting" };
  window.parent.postMessage(waiting, window.location.origin);
}
