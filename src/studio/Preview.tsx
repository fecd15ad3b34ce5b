/**
 * The live preview: the preview frame at 390, 1024 or 1440 px, scaled to fit.
 * It redraws from the studio's data on every edit, without a round trip to the
 * server, and selecting a block there selects its section here.
 *
 * Filling in defaults takes the schemas (preview-data.ts, with zod), which load once
 * the frame is up: until then, or an edit, the dev server's first drawing is shown.
 *
 * The pane and its frame are in index.html (shell.ts), loading before any of this runs:
 * this component draws the width choice into the pane and sizes and points the frame.
 *
 * Click to edit: a click (or Enter) on a marked element in the frame selects its section and
 * focuses its field in the form; a field focused in the form is outlined in the frame, and
 * Escape in it moves the keyboard to that element there (field-paths.ts maps the two).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { homeRoute, notFoundRoute } from "../content/route-roles.ts";
import type { IconShape, RuntimePage } from "../content/site-content.ts";
import type { Site } from "../content/site.ts";
import type { SiteLocale } from "../content/site-locales.ts";
import type * as PreviewDataModule from "./preview-data.ts";
import type { FromPreview, MarkedField, PreviewCache, PreviewHello, ToPreview, ToPreviewField } from "./preview-data.ts";
import type { BodyPlace } from "./preview/body-block.ts";
import { markOfPath, parsePath, pathOfMark, siteScope } from "./editing/field-paths.ts";
import { focusField } from "./focus-field.ts";
import { firstPreviewWidth, previewPaneIds } from "./shell.ts";
import * as styles from "./styles.ts";

type PreviewData = typeof PreviewDataModule;

const widths = [390, 1024, firstPreviewWidth] as const;

function sayHello(frame: HTMLIFrameElement): void {
  const hello: PreviewHello = { type: "studio:hello" };
  frame.contentWindow?.postMessage(hello, window.location.origin);
}

function tellFrame(frame: HTMLIFrameElement, message: ToPreviewField): void {
  frame.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * The field a form control edits, from its `data-path`, as the preview marks it: a section's
 * field, or, while the form shows the site settings, a field of the header or footer.
 */
function markedFieldOf(node: EventTarget | null, siteShown: boolean): MarkedField | undefined {
  const text = node instanceof Element ? node.closest("[data-path]")?.getAttribute("data-path") : undefined;
  const path = text ? parsePath(text) : undefined;
  const marked = path && markOfPath(path, siteShown);
  return marked && { index: marked.index, field: marked.mark };
}

/** A part of the pane index.html carries. */
function shellPart<T extends HTMLElement>(id: string, selector = ""): T {
  const element = document.querySelector<T>(`#${id}${selector}`);
  if (!element) throw new Error(`src/studio/index.html lacks #${id}${selector}, which the preview draws into.`);
  return element;
}

let shell: { frame: HTMLIFrameElement; area: HTMLDivElement; controls: HTMLDivElement } | undefined;

/** The pane's parts, there for the page's life. */
function previewShell() {
  return (shell ??= {
    frame: shellPart<HTMLIFrameElement>(previewPaneIds.box, " iframe"),
    area: shellPart<HTMLDivElement>(previewPaneIds.box),
    controls: shellPart<HTMLDivElement>(previewPaneIds.controls),
  });
}

interface PreviewProps {
  siteData: unknown;
  pageData: unknown;
  pageKey: string;
  icons: Record<string, IconShape[]>;
  selected: number | undefined;
  /** Whether the form shows the site settings the preview draws the header and footer from. */
  siteShown: boolean;
  /** The page's language when it is a translation; the default language otherwise. */
  locale?: SiteLocale | undefined;
  onSelect(index: number): void;
  /** A text of the header or footer was clicked: show the site settings in the form. */
  onEditSite(): void;
  /** The dev server's drawing of the site and of the page, each given while it has no unsaved edits. */
  first: { site?: Site; page?: Omit<RuntimePage, "icons"> };
  /** Set while an article is drawn: a click on its title, summary or text (`entry.body`, with the block and place clicked) goes here. */
  onEditEntry?: ((field: string, block: BodyPlace | undefined) => void) | undefined;
}

function routeOf(pageData: unknown): string {
  const route = (pageData as { route?: unknown } | null | undefined)?.route;
  return typeof route === "string" ? route : homeRoute;
}

export function Preview({ siteData, pageData, pageKey, icons, selected, siteShown, locale, onSelect, onEditSite, first, onEditEntry }: PreviewProps) {
  const [width, setWidth] = useState<(typeof widths)[number]>(firstPreviewWidth);
  const [ready, setReady] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const { frame, area, controls } = previewShell();
  const [drawing, setDrawing] = useState<{ data: PreviewData; cache: PreviewCache }>();
  const onSelectRef = useRef(onSelect);
  const onEditSiteRef = useRef(onEditSite);
  const onEditEntryRef = useRef(onEditEntry);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
    onEditSiteRef.current = onEditSite;
    onEditEntryRef.current = onEditEntry;
  }, [onSelect, onEditSite, onEditEntry]);

  // The schemas load once the frame is up, or at once when there is content but no first drawing of it.
  const needed = ready || (siteData !== undefined && !first.site) || (pageData !== undefined && !first.page);
  useEffect(() => {
    if (!needed || drawing) return;
    let current = true;
    void import("./preview-data.ts").then((data) => current && setDrawing({ data, cache: data.createPreviewCache() }));
    return () => {
      current = false;
    };
  }, [needed, drawing]);

  const site = useMemo(() => (drawing ? drawing.data.previewSite(siteData, drawing.cache) : first.site), [drawing, siteData, first.site]);
  const page = useMemo(() => (drawing ? drawing.data.previewPage(pageData, icons, drawing.cache, pageKey) : first.page && { ...first.page, icons }), [drawing, pageData, icons, pageKey, first.page]);

  // The frame's code waits for the studio's page to be drawn (preview/main.tsx): say hello once
  // the content is here and drawn, and again whenever the frame says it is waiting.
  const drawn = pageData !== undefined;
  useEffect(() => {
    if (drawn) sayHello(frame);
    const receive = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (event.data?.type === "studio:waiting" && drawn) sayHello(frame);
      if (event.data?.type === "studio:ready") setReady(true);
      if (event.data?.type === "studio:select") onSelectRef.current(event.data.index);
      if (event.data?.type === "studio:edit-field" && onEditEntryRef.current && event.data.index !== siteScope) {
        // An article's page: its fields are the article's own, not a section's.
        onEditEntryRef.current(event.data.field, event.data.block);
        return;
      }
      if (event.data?.type === "studio:edit-field") {
        const { index, field } = event.data;
        if (index === siteScope) onEditSiteRef.current();
        else onSelectRef.current(index);
        void focusField(pathOfMark(index, field));
      }
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, [frame, drawn]);

  useEffect(() => {
    if (!ready || !site || !page) return;
    const message: ToPreview = { type: "studio:render", site, page, selected, ...(locale ? { locale } : {}) };
    frame.contentWindow?.postMessage(message, window.location.origin);
  }, [frame, ready, site, page, selected, locale]);

  // The field focused in the form is outlined in the frame, while the frame shows its section.
  const selectedRef = useRef({ selected, siteShown });
  useLayoutEffect(() => {
    selectedRef.current = { selected, siteShown };
  }, [selected, siteShown]);
  useEffect(() => {
    const shown = (node: EventTarget | null) => {
      const field = markedFieldOf(node, selectedRef.current.siteShown);
      return field && (field.index === siteScope || field.index === selectedRef.current.selected) ? field : undefined;
    };
    const focusIn = (event: FocusEvent) => tellFrame(frame, { type: "studio:outline", target: shown(event.target) });
    const focusOut = (event: FocusEvent) => {
      if (!shown(event.relatedTarget)) tellFrame(frame, { type: "studio:outline", target: undefined });
    };
    const keyDown = (event: KeyboardEvent) => {
      const field = event.key === "Escape" && !event.defaultPrevented ? shown(event.target) : undefined;
      if (!field) return;
      event.preventDefault();
      frame.focus();
      tellFrame(frame, { type: "studio:focus-element", target: field });
    };
    document.addEventListener("focusin", focusIn);
    document.addEventListener("focusout", focusOut);
    document.addEventListener("keydown", keyDown);
    return () => {
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("focusout", focusOut);
      document.removeEventListener("keydown", keyDown);
    };
  }, [frame]);

  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(area);
    return () => observer.disconnect();
  }, [area]);

  // Sized here in every browser; the shell's CSS only holds the first width until this runs.
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  useLayoutEffect(() => {
    if (box.width === 0) return;
    Object.assign(frame.style, { width: `${width}px`, height: `${box.height / scale}px`, transform: `scale(${scale})` });
    frame.setAttribute("data-preview-width", String(width));
  }, [frame, width, box, scale]);

  // A new hash only tells the frame which page is shown; the address before it (the page the
  // dev server drew first) stays, since changing it would reload the frame. Replaced, not
  // pushed: the browser's Back button leaves the studio rather than stepping back through
  // the pages previewed.
  const route = routeOf(pageData);
  useEffect(() => {
    const hash = `#${route === notFoundRoute ? "/__not-found" : route}`;
    const view = frame.contentWindow;
    if (view && view.location.href !== "about:blank") {
      if (view.location.hash !== hash) view.location.replace(`${view.location.href.split("#")[0]}${hash}`);
      return;
    }
    const src = `${frame.getAttribute("src")!.split("#")[0]}${hash}`;
    if (frame.getAttribute("src") !== src) frame.setAttribute("src", src);
  }, [frame, route]);

  return createPortal(
    <fieldset css={styles.widthChoice}>
      <legend>Preview width</legend>
      {widths.map((choice) => (
        <label key={choice}>
          <input type="radio" name="preview-width" value={choice} checked={width === choice} onChange={() => setWidth(choice)} />
          {choice} px
        </label>
      ))}
    </fieldset>,
    controls,
  );
}
