/**
 * Where an article's text is edited. The editor is its own chunk, loaded when an article is
 * opened: this is the one place that names it. Its every change is the body's whole new
 * text (spliced block by block by the editor), saved as one change of `body`, which
 * entry-text.ts writes under the front matter, leaving the front matter as it was.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { Suspense } from "react";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";
import { bodyKey } from "../editing/entry-text.ts";
import { LazyBodyEditor as BodyEditor } from "./body/index.ts";

interface BodyAreaProps {
  body: string;
  /** Each page's title by its route. */
  pageNames: Readonly<Record<string, string>>;
  dir: "ltr" | "rtl";
  lang: string;
  focusBlock: { index: number; offset?: number } | undefined;
  readOnly: boolean;
}

/** A link choice in the editor's words: "Technology", "Technology › process". */
function linkLabel(href: string, pageNames: Readonly<Record<string, string>>): string {
  const [route = "", anchor] = href.split("#");
  const page = pageNames[route] ?? route;
  return anchor ? `${page} › ${anchor}` : page;
}

export function BodyArea({ body, pageNames, dir, lang, focusBlock, readOnly }: BodyAreaProps) {
  const form = useForm();
  const problems = form.problems.get(bodyKey) ?? [];
  // An article has no sections of its own: its links go to the site's pages and their sections.
  const links = form.linkTargets.filter((href) => href.startsWith("/")).map((href) => ({ label: linkLabel(href, pageNames), href }));
  const media = form.media.map((src) => ({ src }));
  if (readOnly) {
    // A rich-text editor does not heed a disabled fieldset: an editor who may only read gets the text as it is.
    return (
      <div css={styles.field} data-path={bodyKey}>
        <label htmlFor="article-text-read-only">Text</label>
        <textarea id="article-text-read-only" readOnly dir={dir} lang={lang} rows={16} value={body} />
      </div>
    );
  }
  return (
    <div css={styles.field} data-path={bodyKey}>
      <Suspense fallback={<p css={styles.hint}>Loading the text editor…</p>}>
        <BodyEditor
          body={body}
          dir={dir}
          lang={lang}
          label="Text"
          linkTargets={links}
          media={media}
          {...(form.addMedia ? { onUploadImage: async (file: File) => (await form.addMedia!(file)) ?? Promise.reject(new Error("The picture was not taken in.")) } : {})}
          {...(focusBlock ? { focusBlock } : {})}
          onChange={(next) => form.set([bodyKey], next, true)}
        />
      </Suspense>
      <ProblemLines problems={problems} />
    </div>
  );
}
