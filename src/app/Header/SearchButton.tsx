import { lazy, Suspense, useEffect, useState } from "react";
import { search as searchDrawing } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { useLocale, useWords } from "../../hooks/SiteContext.tsx";
import * as styles from "./styles.ts";

/** Search's code and index load the first time a visitor opens it, never with the page. */
const SearchDialog = lazy(() => import("../../search/SearchDialog.tsx"));

/** Whether a key press is typing into something, where "/" is a character, not a shortcut. */
const typingIn = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The header's search button, and the shortcuts "/" and Ctrl/Cmd-K, opening search over the page. */
export function SearchButton() {
  const words = useWords();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: one opened again before the last closing was drawn still opens.
  const [opening, setOpening] = useState(0);
  const show = () => {
    setOpening((count) => count + 1);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !commandK) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button type="button" css={styles.searchButton} data-header-part="search" aria-label={words.searchOpen} aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={show}>
        <Glyph drawing={searchDrawing} size={22} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog key={opening} languageCode={locale.code} words={words} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
