/**
 * The dev server's drawing of the preview frame (scripts/studio/first-paint.ts): the same
 * PreviewApp the frame hydrates, as HTML, so the page shows before the frame's code runs.
 */
import { renderToHtml } from "../../render/render-to-html.tsx";
import type { RenderedHtml } from "../../render/server-html.ts";
import type { ToPreview } from "../preview-data.ts";
import { PreviewApp } from "./PreviewApp.tsx";

export function renderPreview(view: ToPreview): Promise<RenderedHtml> {
  return renderToHtml(<PreviewApp initial={view} />, `the studio's preview of ${view.page.route}`);
}
