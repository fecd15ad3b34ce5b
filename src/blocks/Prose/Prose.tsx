import { useId } from "react";
import { BodyView } from "../../components/Body/BodyView.tsx";
import type { Body } from "../../markdown/body-tree.ts";
import { fieldMark } from "../../lib/field-mark.ts";
import type { ProseBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** A page's long text: its Markdown arrives parsed (`rendered`, made by the build), so nothing is parsed here. */
export function Prose({ block }: { block: ProseBlock & { rendered?: Body } }) {
  const headingId = useId();
  return (
    <section id={block.id} data-block="prose" aria-labelledby={block.title ? headingId : undefined} css={styles.root}>
      {(block.title || block.eyebrow) && (
        <header css={styles.header}>
          {block.eyebrow && (
            <p {...fieldMark("eyebrow")} css={styles.eyebrow}>
              {block.eyebrow}
            </p>
          )}
          {block.title && (
            <h1 {...fieldMark("title")} id={headingId} css={styles.title}>
              {block.title}
            </h1>
          )}
        </header>
      )}
      <div {...fieldMark("body")} css={styles.text}>
        {block.rendered && <BodyView body={block.rendered} label={block.title ?? ""} />}
      </div>
    </section>
  );
}
