import { loadContent } from "./api.ts";

// Ask for the content first, then load React's DOM renderer and the studio's own code side by
// side: with static imports here, the studio's modules would be asked for only once the
// renderer had arrived and run.
const contentRequest = loadContent();
const [{ createElement, StrictMode }, { createRoot }, { Studio }, { createFilesBackend }] = await Promise.all([
  import("react"),
  import("react-dom/client"),
  import("./Studio.tsx"),
  import("./files-backend.ts"),
]);

createRoot(document.getElementById("studio")!).render(createElement(StrictMode, null, createElement(Studio, { backend: createFilesBackend(contentRequest) })));
