/**
 * The live preview: the preview frame at 390, 1024 or 1440 px, scaled to fit.
 * It redraws from the studio's data on every edit, without a round trip to the
 * server, and selecting a block there selects its section here.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { IconShape } from "../content/site-content.ts";
import { createPreviewCache, previewPage, previewSite, type FromPreview, type ToPreview } from "./preview-data.ts";
import * as styles from "./styles.ts";

const widths = [390, 1024, 1440] as const;

interface PreviewProps {
  siteData: unknown;
  pageData: unknown;
  pageKey: string;
  icons: Record<string, IconShape[]>;
  selected: number | undefined;
  onSelect(index: number): void;
}

export function Preview({ siteData, pageData, pageKey, icons, selected, onSelect }: PreviewProps) {
  const [width, setWidth] = useState<(typeof widths)[number]>(1440);
  const [ready, setReady] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const frame = useRef<HTMLIFrameElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [cache] = useState(createPreviewCache);
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const site = useMemo(() => previewSite(siteData, cache), [siteData, cache]);
  const page = useMemo(() => previewPage(pageData, icons, cache, pageKey), [pageData, icons, cache, pageKey]);

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
    if (!ready || !site) return;
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
          src={`/__studio/preview.html#${page.route === "*" ? "/__not-found" : page.route}`}
          style={{ width, height: box.height / scale, transform: `scale(${scale})` }}
          data-preview-width={width}
        />
      </div>
    </section>
  );
}
