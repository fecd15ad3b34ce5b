import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadContent } from "./api.ts";

// Ask for the content before the studio's own code loads: the two arrive together.
const contentRequest = loadContent();
const { Studio } = await import("./Studio.tsx");

createRoot(document.getElementById("studio")!).render(
  <StrictMode>
    <Studio contentRequest={contentRequest} />
  </StrictMode>,
);
