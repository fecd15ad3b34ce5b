/**
 * The media library, opened by every media field: the site's files as thumbnails, searched by
 * file name and by the descriptions content gives them, a file added from the editor's
 * computer with its size and pixels said before it is taken in, and, for a picture, its
 * description asked for in words. A modal dialog: labelled, focus kept inside and given back
 * to the field's button, Escape closes, the files a list the arrow keys move through.
 * Its own chunk: loaded when a field opens it.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { acceptedMedia, checkMedium, warnBytes } from "../media-upload.ts";
import { fileSizeInWords, searchMedia, type MediaEntry, type MediaKind } from "./media-catalogue.ts";
import { readMediaFacts, type MediaFacts } from "./media-facts.ts";
import { LibraryGrid } from "./LibraryGrid.tsx";
import * as styles from "./styles.ts";

export interface MediaChoice {
  src: string;
  alt?: string;
  decorative?: true;
}

export interface MediaLibraryProps {
  /** The dialog's heading, e.g. "Choose the picture". */
  title: string;
  /** Which files are offered: a picture field offers pictures. */
  kind: MediaKind;
  entries: readonly MediaEntry[];
  /** Where a file is shown from: its address, or the object URL of one added and not yet saved. */
  thumbnailUrl(address: string): string;
  /** Set for a picture that needs its description; `decorative` when it may be marked as adding nothing. */
  describe?: { decorative: boolean };
  initial?: Partial<MediaChoice>;
  /** Takes a file in for the next save and answers its address, or undefined when refused. Absent where files cannot be added. */
  onUpload?(file: File): Promise<string | undefined>;
  onChoose(choice: MediaChoice): void;
  onClose(): void;
}

interface Staged {
  file: File;
  url: string;
  facts?: MediaFacts;
  refusal?: string;
  warning?: string;
}

const kindWords: Record<MediaKind, { one: string; accept: string }> = {
  picture: { one: "picture", accept: "image/jpeg,image/png,image/webp,image/avif,image/gif" },
  video: { one: "video", accept: "video/mp4,video/webm" },
  document: { one: "document", accept: "" },
};

const focusable = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

export default function MediaLibrary({ title, kind, entries, thumbnailUrl, describe, initial, onUpload, onChoose, onClose }: MediaLibraryProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const descriptionBox = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState("");
  const [added, setAdded] = useState<MediaEntry[]>([]);
  const [chosen, setChosen] = useState(initial?.src ?? "");
  const [alt, setAlt] = useState(initial?.alt ?? "");
  const [decorative, setDecorative] = useState(initial?.decorative === true);
  const [staged, setStaged] = useState<Staged>();
  const [refusal, setRefusal] = useState<string>();
  const words = kindWords[kind];

  const offered = useMemo(() => {
    const known = new Set(entries.map((entry) => entry.address));
    return [...entries, ...added.filter((entry) => !known.has(entry.address))].filter((entry) => entry.kind === kind);
  }, [entries, added, kind]);
  const shown = useMemo(() => searchMedia(offered, query), [offered, query]);
  const chosenEntry = offered.find((entry) => entry.address === chosen);

  useEffect(() => {
    // Modal: the rest of the studio is inert while it is open. The field that opened it takes the focus back (MediaField.tsx).
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    element?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  }, []);
  useEffect(() => () => staged && URL.revokeObjectURL(staged.url), [staged]);

  const pick = (address: string) => {
    setChosen(address);
    setRefusal(undefined);
    // What content already says of the file, unless the editor has written something.
    const known = offered.find((entry) => entry.address === address)?.descriptions[0];
    if (known && (alt.trim() === "" || offered.some((entry) => entry.descriptions.includes(alt)))) setAlt(known);
  };

  const stage = async (file: File | undefined) => {
    if (!file) return;
    const checked = checkMedium(file, new Set(offered.map((entry) => entry.address)));
    const url = URL.createObjectURL(file);
    const heavy = checked.ok && checked.warning ? { warning: `Pages load faster on phones with files under ${fileSizeInWords(warnBytes)}: a smaller copy would be better. You may still add this one.` } : {};
    const next: Staged = { file, url, ...(checked.ok ? heavy : { refusal: checked.message }) };
    setStaged(next);
    const facts = await readMediaFacts(file, url);
    setStaged((current) => (current === next ? { ...next, facts } : current));
  };

  const takeIn = async () => {
    if (!staged || !onUpload) return;
    const address = await onUpload(staged.file);
    if (!address) return setStaged({ ...staged, refusal: `${staged.file.name} was not added.` });
    setAdded((list) => [...list, { address, name: address.slice(address.lastIndexOf("/") + 1), kind, descriptions: [] }]);
    setStaged(undefined);
    setQuery("");
    pick(address);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setRefusal(`Choose a ${words.one} from the library, or add one from your computer.`);
    if (describe && !decorative && alt.trim() === "") {
      setRefusal("Describe the picture: someone who cannot see it hears these words instead. If it adds nothing a reader needs, mark it as decoration.");
      descriptionBox.current?.focus();
      return;
    }
    if (!describe) return onChoose({ src: chosen });
    onChoose(decorative && describe.decorative ? { src: chosen, decorative: true } : { src: chosen, alt: alt.trim() });
  };

  /** Tab and Shift+Tab go round the dialog's own controls; Escape closes it. */
  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const stops = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog ref={dialog} css={styles.library} aria-labelledby={`${id}-title`} aria-modal="true" onKeyDown={keepFocus} onCancel={(event) => (event.preventDefault(), onClose())}>
      <form onSubmit={submit}>
        <header>
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" css={styles.button} onClick={onClose}>
            Close
          </button>
        </header>
        <div css={styles.search}>
          <label htmlFor={`${id}-search`}>Search by file name or description</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={(event) => event.key === "Enter" && event.preventDefault()} aria-controls={`${id}-files`} />
          <span role="status">{shown.length === 1 ? "1 file" : `${shown.length} files`}</span>
        </div>
        <LibraryGrid id={`${id}-files`} label={`Files in the media library: ${words.one}s`} entries={shown} chosen={chosen} thumbnailUrl={thumbnailUrl} onPick={pick} />
        {onUpload && words.accept && (
          <div css={styles.upload}>
            <h3 id={`${id}-add`}>Add a {words.one} from your computer</h3>
            <input type="file" accept={words.accept || acceptedMedia} aria-labelledby={`${id}-add`} onChange={(event) => void stage(event.target.files?.[0]).finally(() => (event.target.value = ""))} />
            {staged && (
              <div css={styles.staged}>
                {kind === "picture" && <img src={staged.url} alt="" />}
                <p aria-live="polite">
                  <strong>{staged.file.name}</strong>
                  <span data-testid="staged-facts">
                    {fileSizeInWords(staged.file.size)}
                    {staged.facts ? (staged.facts.pixels ? `, ${staged.facts.pixels.width} × ${staged.facts.pixels.height} pixels` : ", its size in pixels could not be read") : ", reading its size in pixels…"}
                  </span>
                </p>
                {staged.refusal ? (
                  <p css={styles.refusal} role="alert">
                    {staged.refusal}
                  </p>
                ) : (
                  <>
                    {staged.warning && <p css={styles.hint}>{staged.warning}</p>}
                    <button type="button" css={styles.button} onClick={() => void takeIn()}>
                      Add to the library
                    </button>
                  </>
                )}
                <button type="button" css={styles.button} onClick={() => setStaged(undefined)}>
                  Don’t add it
                </button>
              </div>
            )}
          </div>
        )}
        {describe && (
          <div css={styles.describe}>
            <label htmlFor={`${id}-alt`}>Describe the picture for someone who cannot see it</label>
            <span id={`${id}-alt-hint`} css={styles.hint}>
              Say what it shows that matters here, as you would on the phone: “Engineers inspecting a fuel line at the Dubai plant”.
              {chosenEntry?.descriptions.length ? " Filled in from where the site already uses this picture: adjust it to this page." : ""}
            </span>
            <textarea
              ref={descriptionBox}
              id={`${id}-alt`}
              rows={2}
              value={alt}
              disabled={decorative}
              aria-required={!decorative}
              aria-invalid={refusal !== undefined && !decorative && alt.trim() === "" ? true : undefined}
              aria-describedby={`${id}-alt-hint${refusal ? ` ${id}-refusal` : ""}`}
              onChange={(event) => setAlt(event.target.value)}
            />
            {describe.decorative && (
              <label css={styles.checkRow}>
                <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
                Decoration only: it adds nothing a reader needs, so it has no description
              </label>
            )}
          </div>
        )}
        {refusal && (
          <p id={`${id}-refusal`} css={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
        <footer>
          <span css={styles.hint} aria-live="polite">
            {chosen ? `Chosen: ${chosen.slice(chosen.lastIndexOf("/") + 1)}` : `No ${words.one} chosen yet`}
          </span>
          <button type="submit" css={[styles.button, styles.primary]}>
            Use this {words.one}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
