/**
 * Development only: every icon content may name, drawn, with the name to write after
 * `icon:`. Part of the block gallery (#/__blocks), so editors choose icons by looking.
 */
import { css } from "@emotion/react";
import type { IconName } from "../content/icon-names.ts";
import { Icon } from "../components/Icon/Icon.tsx";
import { color, radius, space } from "../theme/tokens.ts";

const catalogue = css`
  label: icon-catalogue;
  padding: ${space.xl} ${space.gutter};
  border-bottom: 4px solid ${color.line};
  & h2 { font-size: 1.25rem; margin-bottom: ${space.xs}; }
  & > p { color: ${color.inkMuted}; margin-bottom: ${space.lg}; }
  & code { font-family: ui-monospace, monospace; }
`;

const grid = css`
  label: icon-catalogue-grid;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
  label: icon-catalogue-tile;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${color.mist};
  color: ${color.ink};
  font-size: 0.8125rem;
  & svg { flex: none; color: ${color.brandDeep}; }
  /* A name broken at its hyphen would be copied with a line break in it. */
  & code { white-space: nowrap; }
`;

export function IconCatalogue({ names }: { names: readonly IconName[] }) {
  return (
    <section css={catalogue} aria-labelledby="icon-catalogue-title" data-icon-catalogue="">
      <h2 id="icon-catalogue-title">Icons</h2>
      <p>
        Write the name after <code>icon:</code>, for example <code>icon: leaf</code>. These {names.length} are all there are.
      </p>
      <ul css={grid}>
        {names.map((name) => (
          <li key={name} css={tile}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
