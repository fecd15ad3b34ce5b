import { css } from "@emotion/react";
import { useLocale, useWords } from "../../hooks/SiteContext.tsx";
import { color, layout, size, space } from "../../theme/tokens.ts";

const style = css`
  label: untranslated-notice;
  margin-top: ${layout.headerHeight};
  padding: ${space.md} ${space.gutter};
  background: ${color.brandDeep};
  border-block-end: 1px solid rgba(255, 255, 255, 0.16);
  color: ${color.onDark};
  font-size: ${size.small};
  font-weight: 600;
  text-align: center;
`;

/**
 * Over a page shown in English because it has no translation yet, in the reader's
 * language: the page is not a 404 and not silently English. `<main>` carries the
 * English's lang and dir; the notice carries its own.
 */
export default function UntranslatedNotice() {
  const { locale } = useLocale();
  return (
    // data-search-ignore: the notice is the engine's words, not the page's, so search never indexes it (scripts/prerender/search-facts.ts).
    <p role="note" lang={locale.code} dir={locale.dir} css={style} data-untranslated-notice="" data-search-ignore="">
      {useWords().untranslated}
    </p>
  );
}
