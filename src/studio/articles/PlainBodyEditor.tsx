/**
 * The article's text as Markdown, in a plain text area: the body editor the studio mounts
 * until the rich-text one (articles/body/BodyEditor.tsx) is in, with the same props, so
 * BodyArea.tsx changes one import. A click in the preview puts the cursor at the start of
 * the block clicked, found as the build finds blocks (one Markdown parse).
 */
import { useEffect, useRef } from "react";
import { bodyBlocks } from "../../markdown/to-body.ts";
import { parseMarkdown } from "../../markdown/parse.ts";

export interface BodyEditorProps {
  body: string;
  dir: "ltr" | "rtl";
  lang: string;
  onChange(newBody: string): void;
  linkTargets: { label: string; href: string }[];
  media: { src: string; alt?: string }[];
  onUploadImage?(file: File): Promise<string>;
  label: string;
  focusBlock?: { index: number; offset?: number };
}

/** Where block `index` starts in the body, plus `offset` characters into it. */
export function blockOffset(body: string, index: number, offset = 0): number | undefined {
  const block = bodyBlocks(parseMarkdown(body))[index];
  const start = block?.position?.start.offset;
  const end = block?.position?.end.offset;
  return start === undefined || end === undefined ? undefined : Math.min(start + offset, end);
}

export function BodyEditor({ body, dir, lang, onChange, label, focusBlock }: BodyEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!focusBlock || !area.current) return;
    const at = blockOffset(area.current.value, focusBlock.index, focusBlock.offset);
    if (at === undefined) return;
    area.current.focus();
    area.current.setSelectionRange(at, at);
  }, [focusBlock]);
  return (
    <>
      <label htmlFor="article-body">{label}</label>
      <span id="article-body-hint" style={{ fontSize: "0.8125rem" }}>
        Markdown: a blank line between paragraphs, ## for a heading, - for a list item, **bold**, *emphasis*, [words](/page) for a link.
      </span>
      <textarea id="article-body" ref={area} aria-describedby="article-body-hint" dir={dir} lang={lang} rows={18} value={body} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
