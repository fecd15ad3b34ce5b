import { loadContent } from "./api.ts";

// Ask for the content first, then load React's DOM renderer and the studio's own code side by
// side: with static imports here, the studio's modules would be asked for only once the
// renderer had arrived and run.
const contentRequest = loadContent();
const [{ createElement, StrictMode }, { createRoot }, { Studio }, { createFilesBackend }, { StudioOrInbox }] = await Promise.all([
  import("react"),
  import("react-dom/client"),
  import("./Studio.tsx"),
  import("./files-backend.ts"),
  import("./inbox/StudioOrInbox.tsx"),
]);

// The editor, or at #/inbox the team's inbox on the dev server's sample database.
const studio = createElement(Studio, { backend: createFilesBackend(contentRequest) });
const brand = document.title.replace(/ Studio$/, "");
createRoot(document.getElementById("studio")!).render(createElement(StrictMode, null, createElement(StudioOrInbox, { mode: "dev", brand, studio })));
