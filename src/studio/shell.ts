/**
 * The studio's page before any of its code runs: the layout grid and the preview pane,
 * with its frame, are in index.html, so the frame starts loading (and the dev server's
 * drawing of the page shows, scripts/studio/first-paint.ts) while React and the studio's
 * modules are still on their way. React then fills the grid's other cells and takes the
 * pane's controls over (Preview.tsx). The dev server puts this CSS and the pane in index.html.
 * Plain constants, no emotion: it is read by the dev server as well.
 */
import { homeRoute } from "../content/route-roles.ts";
import { color, font } from "../theme/tokens.ts";
import { previewRouteParam } from "./protocol.ts";

/** Ids of the parts of the pane that index.html carries. */
export const previewPaneIds = { pane: "preview-pane", controls: "preview-controls", box: "preview-box" } as const;

/**
 * The pane as the dev server writes it into index.html: a section for the width choice
 * (drawn by Preview.tsx) and the frame, opening on home, which the dev server draws first.
 */
export const previewPaneHtml = `<section id="${previewPaneIds.pane}" aria-label="Preview"><div id="${previewPaneIds.controls}"></div><div id="${previewPaneIds.box}"><iframe title="Page preview" src="preview.html?${previewRouteParam}=${encodeURIComponent(homeRoute)}#${homeRoute}"></iframe></div></section>`;

/** On the page's body while it shows only why the studio will not work inside another site's frame (hosted/frame-guard.ts). */
export const framedRefusalAttribute = "data-framed-elsewhere";

/** The width the preview opens at. */
export const firstPreviewWidth = 1440;

/** Tall enough for the toolbar React adds, so the pane does not move down when it arrives. */
const toolbarHeight = "3.25rem";
/** Tall enough for the width choice React adds, likewise. */
const controlsHeight = "2.875rem";

export const shellCss = `
  body { margin: 0; display: grid; grid-template-columns: 15rem 28rem minmax(0, 1fr); grid-template-rows: minmax(${toolbarHeight}, auto) minmax(0, 1fr); height: 100vh; font-family: ${font.body}; background: ${color.mist}; }
  #studio { display: contents; }
  #${previewPaneIds.pane} { grid-column: 3; grid-row: 2; display: grid; grid-template-rows: minmax(${controlsHeight}, auto) minmax(0, 1fr); min-height: 0; min-width: 0; background: ${color.line}; }
  /* Hidden while the editor signs in on the published site (hosted/HostedStudio.tsx). */
  #${previewPaneIds.pane}[hidden] { display: none; }
  #${previewPaneIds.controls} { display: grid; background: ${color.paper}; }
  #${previewPaneIds.box} { position: relative; overflow: hidden; container-type: size; }
  /* Scaled to fit in CSS where the browser can divide lengths, before the studio's code measures it. */
  #${previewPaneIds.box} iframe { position: absolute; top: 0; left: 0; border: 0; background: ${color.paper}; transform-origin: 0 0; width: ${firstPreviewWidth}px; height: 100%; }
  @supports (scale: calc(100cqw / 1px)) {
    #${previewPaneIds.box} iframe { --fit: min(1, calc(100cqw / ${firstPreviewWidth}px)); transform: scale(var(--fit)); height: calc(100cqh / var(--fit)); }
  }
  @media (max-width: 1100px) {
    body { height: auto; min-height: 100vh; grid-template-columns: 13rem minmax(0, 1fr); grid-template-rows: minmax(${toolbarHeight}, auto) auto; }
    #${previewPaneIds.pane} { grid-column: 1 / -1; grid-row: 3; height: 80vh; }
  }
  /* Inside another site's frame: a message alone, read as a plain page. */
  body[${framedRefusalAttribute}] { display: block; height: auto; max-width: 40rem; padding: 1rem 2rem; line-height: 1.5; }
  /* One column: the pages, the form, then the preview. */
  @media (max-width: 719px) {
    body { grid-template-columns: minmax(0, 1fr); }
    #${previewPaneIds.pane} { grid-row: 4; }
  }
`;
