/**
 * Development only (#/__blocks): every block rendered from its example.yaml with the
 * YAML beside it, so an editor can choose a block by looking and copy its fields.
 * Examples update as their files are saved.
 */
import { Suspense } from "react";
import { css } from "@emotion/react";
import gallery from "virtual:block-gallery";
import { IconProvider } from "../components/Icon/IconContext.tsx";
import { PageWordsProvider } from "../hooks/SiteContext.tsx";
import { iconNames } from "../content/icon-names.ts";
import { BlockBoundary } from "../render/BlockBoundary.tsx";
import { BlockView } from "../render/sections/full-renderer.tsx";
import { useDocumentMeta } from "../render/useDocumentMeta.ts";
import { useRunningOnceCommitted } from "../render/page-committed.ts";
import { IconCatalogue } from "./IconCatalogue.tsx";
import { color, font, layout, media, radius, size, space } from "../theme/tokens.ts";

const intro = css`
  label: gallery-intro;
  padding: calc(${layout.headerHeight} + ${space.xl}) ${space.gutter} ${space.lg};
  background: ${color.brandDeep};
  color: ${color.onDark};
  & h1 { font-size: ${size.h2}; }
  & p { color: ${color.onDarkMuted}; max-width: 48rem; }
  & code { font-family: ui-monospace, monospace; }
`;

const entryStyle = css`
  label: gallery-entry;
  display: grid;
  border-bottom: 4px solid ${color.line};
  ${media.large} {
    grid-template-columns: minmax(0, 3fr) minmax(22rem, 2fr);
  }
`;

const preview = css`
  label: gallery-preview;
  min-width: 0;
  position: relative;
`;

const source = css`
  label: gallery-source;
  margin: 0;
  padding: ${space.lg};
  background: ${color.ink};
  color: ${color.onDark};
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  line-height: 1.6;
  & h2 { font-family: ${font.body}; font-size: 1rem; margin-bottom: ${space.sm}; }
  & pre { margin: 0; white-space: pre; overflow-x: auto; }
  ${media.large} {
    position: sticky;
    top: ${layout.headerHeight};
    align-self: start;
    max-height: calc(100vh - ${layout.headerHeight});
    overflow: auto;
  }
`;

const problemStyle = css`
  label: gallery-problem;
  padding: ${space.lg};
  border-radius: ${radius.md};
  color: ${color.ink};
  background: ${color.sunSoft};
`;

/** Blocks that act on the address bar when rendered; the gallery describes them instead. */
const notPreviewed: Record<string, string> = {
  auth: "The sign-in landing verifies the sign-in link in the address and then goes to the home page, so it does not run here. Open #/auth to see its error view.",
};

const noteStyle = css`
  label: gallery-note;
  margin: 0;
  padding: ${space.xl} ${space.gutter};
  color: ${color.inkMuted};
  background: ${color.mist};
`;

export default function BlockGallery() {
  useDocumentMeta("Block gallery", "Every block, rendered from its example.");
  useRunningOnceCommitted();
  const sections = gallery.page?.sections ?? [];
  let next = 0;
  return (
    <PageWordsProvider words={gallery.page?.words}>
      <IconProvider icons={{ ...gallery.icons, ...gallery.page?.icons }}>
        <section css={intro} aria-labelledby="gallery-title">
          <h1 id="gallery-title">Block gallery</h1>
          <p>
            Every block type, rendered from <code>src/blocks/&lt;Block&gt;/example.yaml</code>, with the YAML to copy into a page's{" "}
            <code>sections:</code>. Fields and allowed values: <code>content/BLOCKS.md</code>. Every icon, with its name, comes first.
            Only <code>npm run dev</code> shows this page.
          </p>
        </section>
        <IconCatalogue names={iconNames} />
        {gallery.entries.map((entry) => {
          const section = entry.problems ? undefined : sections[next++];
          const note = notPreviewed[entry.type];
          return (
            <article key={entry.type} css={entryStyle} aria-label={`${entry.type} block`} data-gallery-block={entry.type}>
              <div css={preview}>
                {note && !entry.problems ? (
                  <p css={noteStyle}>{note}</p>
                ) : section ? (
                  <BlockBoundary label={`${entry.type} example`}>
                    <Suspense fallback={<div aria-busy="true" data-block-loading="" />}>
                      <BlockView section={section} />
                    </Suspense>
                  </BlockBoundary>
                ) : (
                  <div css={problemStyle} role="alert">
                    <strong>{entry.file} is not valid:</strong>
                    <ul>{entry.problems?.map((problem) => <li key={problem}>{problem}</li>)}</ul>
                  </div>
                )}
              </div>
              <aside css={source} aria-label={`${entry.type} YAML`}>
                <h2>
                  type: {entry.type} <small>({entry.file})</small>
                </h2>
                <pre>{entry.yaml}</pre>
              </aside>
            </article>
          );
        })}
      </IconProvider>
    </PageWordsProvider>
  );
}
