import { Suspense, useEffect } from "react";
import { css } from "@emotion/react";
import { Reveal } from "../components/Reveal/Reveal.tsx";
import type { RuntimePage } from "../content/site-content.ts";
import { BlockBoundary } from "./BlockBoundary.tsx";
import { IconProvider } from "../components/Icon/IconContext.tsx";
import { PageWordsProvider } from "../hooks/SiteContext.tsx";
import { useDocumentMeta } from "./useDocumentMeta.ts";
import { isIndexable } from "../content/route-roles.ts";
import { useSectionsCommitted } from "./page-committed.ts";
import { useSectionRenderer } from "./sections/renderer.ts";

/** Holds a block's place while its code loads, so the footer doesn't jump up and back. */
const placeholder = css`
  label: block-loading;
  min-height: 24rem;
`;

/** Renders nothing; reports once the Suspense boundary around it has committed. */
function Committed({ index, report }: { index: number; report: (index: number) => void }) {
  useEffect(() => report(index), [index, report]);
  return null;
}

/** Renders a page's sections in order, each inside its own error boundary, as the app's section renderer draws them. */
export function PageView({ page }: { page: RuntimePage }) {
  // A page not yet translated is the English page under a notice: search engines list the English one.
  useDocumentMeta(page.title, page.description, isIndexable(page.route) && !page.contentLocale);
  const reportCommitted = useSectionsCommitted(page.sections.length);
  const renderer = useSectionRenderer();
  renderer.prepare(page);
  return (
    <PageWordsProvider words={page.words}>
      <IconProvider icons={page.icons}>
        {page.sections.map((section, index) => {
          const label = `${section.type} (sections[${index}])`;
          const view = (
            <Suspense fallback={<div css={placeholder} aria-hidden="true" data-block-loading="" />}>
              {renderer.render(section, index, page)}
              <Committed index={index} report={reportCommitted} />
            </Suspense>
          );
          return (
            <BlockBoundary key={`${page.route}-${index}-${section.type}`} label={label} onCaught={() => reportCommitted(index)}>
              {/* The opening block is seen at once; every later section reveals itself as it scrolls in. */}
              {index === 0 ? view : <Reveal>{view}</Reveal>}
            </BlockBoundary>
          );
        })}
      </IconProvider>
    </PageWordsProvider>
  );
}
