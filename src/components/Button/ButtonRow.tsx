import { css } from "@emotion/react";
import type { Action } from "../../content/primitives.ts";
import { space } from "../../theme/tokens.ts";
import { Button } from "./Button.tsx";
import { fieldMark } from "../../lib/field-mark.ts";

const row = css`
  label: button-row;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

const spacing = {
  sm: css`margin-top: ${space.lg};`,
  md: css`margin-top: ${space.xl};`,
  lg: css`margin-top: ${space.xxl};`,
} as const;

const centred = css`justify-content: center;`;

export interface ButtonRowProps {
  actions: Action[] | undefined;
  align?: "start" | "center";
  /** Space above the row. */
  gap?: keyof typeof spacing;
}

/** The buttons under a block's content; renders nothing when there are none. */
export function ButtonRow({ actions, align = "start", gap = "md" }: ButtonRowProps) {
  if (!actions || actions.length === 0) return null;
  return (
    <div css={[row, spacing[gap], align === "center" && centred]}>
      {actions.map((action, index) => (
        <Button {...fieldMark("actions", index, "label")} key={`${action.label}-${action.href}`} action={action} />
      ))}
    </div>
  );
}
