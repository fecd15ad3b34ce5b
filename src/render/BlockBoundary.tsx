import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "@emotion/react";
import { color, radius, space } from "../theme/tokens.ts";

const notice = css`
  label: block-error;
  max-width: 48rem;
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border: 2px dashed #c0392b;
  border-radius: ${radius.md};
  background: #fdf0ee;
  color: ${color.ink};
  font-family: ui-monospace, monospace;
  font-size: 0.875rem;
`;

interface Props {
  /** The block's type and position, named in the development notice. */
  label: string;
  /** Called once the block has failed, in place of its own report that it was drawn. */
  onCaught?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains a block that throws while rendering, so one broken block cannot
 * blank the page. Visitors see the page without it; developers see why.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block ${this.props.label} failed to render:`, error, info.componentStack);
    this.props.onCaught?.();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!import.meta.env.DEV) return null;
    return (
      <div role="alert" css={notice} data-block-error={this.props.label}>
        Block {this.props.label} failed to render: {this.state.error.message}
      </div>
    );
  }
}
