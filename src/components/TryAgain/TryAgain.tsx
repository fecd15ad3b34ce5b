import { css } from "@emotion/react";
import { useWords } from "../../hooks/SiteContext.tsx";
import { space } from "../../theme/tokens.ts";

/** In the colour of what surrounds it: the failed page's dark panel, or the light page where an island failed. */
const style = css`
  label: try-again;
  margin-top: ${space.md};
  padding: 0.75rem 1.5rem;
  border: 2px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The one control of anything that failed to load: the same words and look for a page as for one of its blocks. */
export function TryAgain({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" css={style} onClick={onClick}>
      {useWords().tryAgain}
    </button>
  );
}
