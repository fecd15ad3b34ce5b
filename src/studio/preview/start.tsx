/** The frame's code proper, loaded by main.tsx once the studio has drawn its own page. */
import "../zod-without-eval.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { ToPreview } from "../preview-data.ts";
import { firstViewElementId, readJsonScript } from "../protocol.ts";
import { PreviewApp } from "./PreviewApp.tsx";

const container = document.getElementById("root")!;
// The page the dev server drew into this document, and the data it drew it from.
const initial = readJsonScript<ToPreview>(firstViewElementId);

// No StrictMode here: it would draw the page twice on every keystroke, and the site's own dev
// server already runs the same components under it.
if (initial && container.hasChildNodes()) hydrateRoot(container, <PreviewApp initial={initial} />);
else createRoot(container).render(<PreviewApp />);
