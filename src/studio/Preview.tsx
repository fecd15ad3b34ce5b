/**
 * The live preview: the preview frame at 390, 1024 or 1440 px, scaled to fit.
 * It redraws from the studio's data on every edit, without a round trip to the
 * server, and selecting a block there selects its section here.
 *
 * Filling in defaults takes the schemas (preview-data.ts, with zod), which load once
 * the frame is up: until then, or an edit, the dev server's first drawing is shown.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { homeRoute, notFoundRoute } from "../content/route-roles.ts";
import type { IconShape, RuntimePage } from "../content/site-content.ts";
import type { Site } from "../content/site.ts";
import type * as PreviewDataModule from "./preview-data.ts";
import type { FromPreview, PreviewCache, ToPreview } from "./preview-data.ts";
import { previewRouteParam } from "./protocol.ts";
import * as styles from "./styles.ts";

type PreviewData = typeof PreviewDataModule;

const widths = [390, 1024, 1440] as const;

interface PreviewProps {
  siteData: unknown;
  pageData: unknown;
  pageKey: string;
  icons: Record<string, IconShape[]>;
  selected: number | undefined;
  onSelect(index: number): void;
  /** The dev server's drawing of the site and of the page, each given while it has no unsaved edits. */
  first: { site?: Site; page?: Omit<RuntimePage, "icons"> };
}

function routeOf(pageData: unknown): string {
  const route = (pageData as { route?: unknown } | null | undefined)?.route;
  return typeof route === "string" ? route : homeRoute;
}

export function Preview({ siteData, pageData, pageKey, icons, selected, onSelect, first }: PreviewProps) {
  const [width, setWidth] = useState<(typeof widths)[number]>(1440);
  // The page the dev server draws into the frame's document. Kept for the frame's life: a new
  // query would reload the frame, where a new hash only tells it which page is shown.
  const [firstRoute] = useState(() => routeOf(pageData));
  const [ready, setReady] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const frame = useRef<HTMLIFrameElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<{ data: PreviewData; cache: PreviewCache }>();
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

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

  useEffect(() => {
    const receive = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === "studio:ready") setReady(true);
      if (event.data?.type === "studio:select") onSelectRef.current(event.data.index);
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, []);

  useEffect(() => {
    if (!ready || !site || !page) return;
    const message: ToPreview = { type: "studio:render", site, page, selected };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, site, page, selected]);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return (
    <section css={styles.previewPane} aria-label="Preview">
      <fieldset css={styles.widthChoice}>
        <legend>Preview width</legend>
        {widths.map((choice) => (
          <label key={choice}>
            <input type="radio" name="preview-width" value={choice} checked={width === choice} onChange={() => setWidth(choice)} />
            {choice} px
          </label>
        ))}
      </fieldset>
      <div css={styles.frameBox} ref={area}>
        <iframe
          ref={frame}
          title="Page preview"
          src={`/__studio/preview.html?${previewRouteParam}=${encodeURIComponent(firstRoute)}#${routeOf(pageData) === notFoundRoute ? "/__not-found" : routeOf(pageData)}`}
          style={{ width, height: box.height / scale, transform: `scale(${scale})` }}
          data-preview-width={width}
        />
      </div>
    </section>
  );
}
