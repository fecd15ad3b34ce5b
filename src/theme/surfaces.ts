import { css, type SerializedStyles } from "@emotion/react";
import { color, layout, radius, shadow, size, space } from "./tokens.ts";

type Corner = keyof typeof radius;

/**
 * The white panel that cards, the FAQ, the table and the form sit on: paper, a hairline
 * border and rounded corners. `raised` adds the card shadow that lifts it off the page.
 */
export function panel({ corner, raised }: { corner: Corner; raised: boolean }): SerializedStyles {
  return css`
    background: ${color.paper};
    border: 1px solid ${color.line};
    border-radius: ${radius[corner]};
    ${raised && css`box-shadow: ${shadow.card};`}
  `;
}

/** A square or round badge that centres an icon or a number, e.g. a card's icon or step. */
export function badge({ side, corner, background, foreground }: { side: string; corner: Corner; background: string; foreground: string }): SerializedStyles {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${side};
    height: ${side};
    border-radius: ${radius[corner]};
    background: ${background};
    color: ${foreground};
  `;
}

/** A block's or section's title: its size from the type scale and how bold it is. */
export function heading(fontSize: string, weight: number): SerializedStyles {
  return css`
    font-size: ${fontSize};
    font-weight: ${weight};
  `;
}

/**
 * The top of a page without a hero (a news listing or entry, a long text): the brand's dark
 * gradient under the fixed header, with `bottom` of space below its words.
 */
export function pageBanner(bottom: string): SerializedStyles {
  return css`
    padding: calc(${layout.headerHeight} + ${space.xl}) ${space.gutter} ${bottom};
    color: ${color.onDark};
    background: linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 100%);
  `;
}

/** A row of pill-shaped links (the news's filters, an entry's tags), wrapping as the width needs. */
export const pillList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** One pill link; `aria-current="page"` marks the one shown. */
export const pillLink = css`
  display: inline-block;
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill};
  background: ${color.paper};
  color: ${color.ink};
  font-size: ${size.small};
  text-decoration: none;
  &:hover { border-color: ${color.brand}; color: ${color.brand}; }
  &[aria-current="page"] { background: ${color.brand}; border-color: ${color.brand}; color: ${color.onDark}; font-weight: 600; }
  &:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;
