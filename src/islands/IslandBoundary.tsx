import { Component, useEffect, type ReactNode } from "react";
import { css } from "@emotion/react";
import { TryAgain } from "../components/TryAgain/TryAgain.tsx";
import { useWords } from "../hooks/SiteContext.tsx";
import { space } from "../theme/tokens.ts";

const failedStyle = css`
  label: island-failed;
  padding: ${space.xxl} ${space.gutter};
  text-align: center;
`;

interface Props {
  /** Forgets the island's failed code, so that drawing it again loads it anew. */
  forget: () => void;
  /** Called once the failure is drawn: the island's place is React's now, and answers clicks. */
  shown: () => void;
  children: ReactNode;
}

/**
 * Holds an island whose code failed to arrive (offline, a deploy that removed its chunk): in its
 * place a way to load it again, while the page and its other islands go on. No element of its own
 * otherwise, so an island that loads hydrates onto the prerendered HTML as before. While the page
 * is still being adopted React drops that HTML before this is reached: a failure while hydrating
 * draws the section's Suspense boundary afresh.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.props.forget();
      this.setState({ failed: false });
    };
    return <IslandFailed retry={retry} shown={this.props.shown} />;
  }
}

function IslandFailed({ retry, shown }: { retry: () => void; shown: () => void }) {
  useEffect(shown, [shown]);
  return (
    <div css={failedStyle} role="alert">
      <p>{useWords().pageFailedText}</p>
      <TryAgain onClick={retry} />
    </div>
  );
}
