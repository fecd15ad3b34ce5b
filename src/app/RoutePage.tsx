import { Component, Suspense, use, type ReactNode } from "react";
import { css } from "@emotion/react";
import type { PageEntry } from "../content/site-content.ts";
import { PageView } from "../render/PageView.tsx";
import { useRunningOnceCommitted } from "../render/page-committed.ts";
import { color, layout, size, space } from "../theme/tokens.ts";
import { loadPage } from "../routing/page-loader.ts";
import { useSectionRenderer } from "../render/sections/renderer.ts";
import { useWords } from "../hooks/SiteContext.tsx";
import { TryAgain } from "../components/TryAgain/TryAgain.tsx";

const loadingStyle = css`
  label: page-loading;
  min-height: 100vh;
  background: linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 100%) top / 100% 28rem no-repeat;
`;

const failedStyle = css`
  label: page-failed;
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  padding: calc(${layout.headerHeight} + ${space.xxl}) ${space.gutter} ${space.xxl};
  text-align: center;
  color: ${color.onDark};
  background: linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 100%);
  & h1 { font-size: ${size.h2}; }
`;

function LoadedPage({ entry }: { entry: PageEntry }) {
  const page = entry.page ?? use(loadPage(entry));
  // What the page waits for as a whole (the published site: its static sections' HTML): a failure is the page's, with "Try again".
  use(useSectionRenderer().pageReady(page));
  return <PageView page={page} />;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * A page whose content can't be fetched (offline, a stale deploy) gets a way to try again.
 * Trying again reloads the document: browsers may remember a failed module import for the
 * life of the page, so importing the same chunk again can fail without asking the network.
 */
class PageLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  // Its one control, Try again, answers from here on.
  useRunningOnceCommitted();
  const words = useWords();
  return (
    <section css={failedStyle} role="alert">
      <h1>{words.pageFailedTitle}</h1>
      <p>{words.pageFailedText}</p>
      <TryAgain onClick={() => window.location.reload()} />
    </section>
  );
}

/** The page for a route: shown at once when bundled, otherwise after its content arrives. */
export function RoutePage({ entry }: { entry: PageEntry }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={<div css={loadingStyle} aria-busy="true" data-block-loading="" />}>
        <LoadedPage entry={entry} />
      </Suspense>
    </PageLoadBoundary>
  );
}
