import { css } from "@emotion/react";
import { routeForms } from "../lib/hash-route.ts";
import { useRouteLocation } from "../routing/location.ts";
import { color, radius } from "../theme/tokens.ts";
import { useWords } from "../hooks/SiteContext.tsx";

const style = css`
  label: skip-link;
  position: fixed;
  top: 0.75rem;
  inset-inline-start: 0.75rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${radius.sm};
  background: ${color.paper};
  color: ${color.ink};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus { transform: none; }
`;

/** Lets keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const [route] = useRouteLocation();
  const words = useWords();
  return (
    <a
      // A bare #main would be read as a route (and, under a path document's <base>, leave the
      // page): this is the page's own document with its section, as every internal link is.
      href={routeForms(`${route}#main`).path}
      css={style}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById("main")?.focus();
      }}
    >
      {words.skipLink}
    </a>
  );
}
