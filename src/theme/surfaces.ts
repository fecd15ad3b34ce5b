import { css, type SerializedStyles } from "@emotion/react";
import { color, radius, shadow } from "./tokens.ts";

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
