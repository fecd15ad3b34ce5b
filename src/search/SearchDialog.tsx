import { useEffect, useId, useRef } from "react";
import { close as closeDrawing } from "../components/Icon/drawings.ts";
import { Glyph } from "../components/Icon/Glyph.tsx";
import { SearchPanel } from "./SearchPanel.tsx";
import * as styles from "./styles.ts";

export interface SearchDialogProps {
  languageCode: string;
  words: { searchLabel: string; searchClose: string; searchFailed: string };
  onClose: () => void;
}

/**
 * Search opened over the page from the header: a modal <dialog>, so the page behind is
 * inert and Escape closes it; focus goes into the field, and back to where it was on closing.
 */
export default function SearchDialog({ languageCode, words, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // showModal focuses the first control, the close button; the panel's field is where typing goes.
    element.querySelector<HTMLInputElement>("input")?.focus();
    return () => {
      if (element.open) element.close();
      before?.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} css={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div css={styles.dialogTop}>
        <h2 id={titleId}>{words.searchLabel}</h2>
        <button type="button" css={styles.clear} style={{ position: "static" }} aria-label={words.searchClose} onClick={onClose}>
          <Glyph drawing={closeDrawing} size={22} />
        </button>
      </div>
      <SearchPanel languageCode={languageCode} label={words.searchLabel} failed={words.searchFailed} initialQuery="" />
    </dialog>
  );
}
