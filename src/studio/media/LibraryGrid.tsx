/**
 * The library's files as a grid of thumbnails that is one list to the keyboard: a single tab
 * stop, the arrow keys move through it (up and down a row at a time), Home and End to its
 * ends, and the file with the focus is the one chosen, as a list box's selection follows focus.
 */
import { useRef, type KeyboardEvent } from "react";
import type { MediaEntry } from "./media-catalogue.ts";
import * as styles from "./styles.ts";

interface LibraryGridProps {
  id: string;
  label: string;
  entries: readonly MediaEntry[];
  chosen: string;
  thumbnailUrl(address: string): string;
  onPick(address: string): void;
}

/** How many files a row holds as drawn: those level with the first. */
function perRow(options: HTMLElement[]): number {
  const top = options[0]?.offsetTop;
  const level = options.filter((option) => option.offsetTop === top).length;
  return level > 0 && level < options.length ? level : 1;
}

export function LibraryGrid({ id, label, entries, chosen, thumbnailUrl, onPick }: LibraryGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const chosenIndex = entries.findIndex((entry) => entry.address === chosen);
  const tabStop = chosenIndex >= 0 ? chosenIndex : 0;

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];
    if (options.length === 0) return;
    const at = Math.max(0, options.findIndex((option) => option === document.activeElement));
    const row = perRow(options);
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: row, ArrowUp: -row, Home: -options.length, End: options.length };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(entries[at]!.address);
      return;
    }
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(options.length - 1, Math.max(0, at + step));
    options[next]!.focus();
    onPick(entries[next]!.address);
  };

  if (entries.length === 0) {
    return (
      <p id={id} css={styles.empty}>
        No file matches. Try other words, or add the file from your computer.
      </p>
    );
  }
  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} css={styles.grid} onKeyDown={move}>
      {entries.map((entry, index) => (
        <li key={entry.address} role="option" aria-selected={entry.address === chosen} tabIndex={index === tabStop ? 0 : -1} onClick={() => onPick(entry.address)} data-address={entry.address}>
          {entry.kind === "picture" ? <img src={thumbnailUrl(entry.address)} alt="" loading="lazy" /> : <span css={styles.fileMark}>{entry.kind === "video" ? "Video" : "PDF"}</span>}
          <span css={styles.fileName}>{entry.name}</span>
          {entry.descriptions[0] && <span css={styles.fileDescription}>{entry.descriptions[0]}</span>}
        </li>
      ))}
    </ul>
  );
}
