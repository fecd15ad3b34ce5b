/**
 * A media field in the studio's forms: the file chosen, shown, and a button that opens the
 * media library (MediaLibrary.tsx, its own chunk) to choose another. A picture with its
 * description (an `image`) is one choice: the library asks for the description with the file.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { Path } from "../editing/changes.ts";
import { formatPath } from "../editing/field-paths.ts";
import { useForm } from "../form/context.tsx";
import { mediaCatalogue, type MediaKind } from "./media-catalogue.ts";
import type { MediaChoice } from "./MediaLibrary.tsx";
import * as styles from "./styles.ts";

const MediaLibrary = lazy(() => import("./MediaLibrary.tsx"));

const chooseWords: Record<MediaKind, string> = { picture: "picture", video: "video", document: "document" };

interface MediaFieldProps {
  id: string;
  /** The field's name, "Picture", "Still picture". */
  label: string;
  /** Said to screen readers only, where a legend above already shows it (a picture with its description). */
  labelHidden?: boolean;
  kind: MediaKind;
  /** The file now named, if any. */
  src: string;
  /** For a picture with its description: what it says now, and whether it may be decoration. */
  picture?: { alt: string; decorative: boolean; mayBeDecorative: boolean };
  describedBy?: string | undefined;
  invalid?: boolean;
  path: Path;
  disabled?: boolean;
  onChoose(choice: MediaChoice): void;
  /** Offered when the field may be left empty. */
  onRemove?(): void;
  /** The hint and the validator's messages. */
  children?: ReactNode;
}

/** Where a file is shown from: an added one from its copy in memory, a web address as it is, a site file from the site's root. */
export function useThumbnailUrl(): (address: string) => string {
  const form = useForm();
  return (address) => form.pendingMediaUrl?.(address) ?? address;
}

export function MediaField({ id, label, labelHidden, kind, src, picture, describedBy, invalid, path, disabled, onChoose, onRemove, children }: MediaFieldProps) {
  const form = useForm();
  const thumbnailUrl = useThumbnailUrl();
  const [open, setOpen] = useState(false);
  // The library gives the focus back to the button that opened it, found again by its id: the
  // choice redraws the form (a picture added where there was none), and the button with it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(id)?.focus();
    wasOpen.current = open;
  }, [open, id]);
  const words = chooseWords[kind];
  const name = src ? src.slice(src.lastIndexOf("/") + 1) : "";
  return (
    <div css={styles.chosenField} role="group" aria-labelledby={`${id}-label`} data-path={formatPath(path)}>
      <span id={`${id}-label`} css={styles.fieldLabel} className={labelHidden ? "visually-hidden" : undefined}>
        {label}
      </span>
      {children}
      <div css={styles.chosenFile}>
        {src && kind === "picture" && <img src={thumbnailUrl(src)} alt="" />}
        <span id={`${id}-chosen`}>{src ? name : `No ${words} chosen`}</span>
        <button
          type="button"
          id={id}
          css={styles.button}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(" ")}
          onClick={() => setOpen(true)}
        >
          {src ? `Change ${words}` : `Choose ${words}`}
        </button>
        {onRemove && src && !disabled && (
          <button type="button" css={styles.button} onClick={onRemove}>
            Remove {words}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={<span css={styles.hint}>Opening the media library…</span>}>
          <MediaLibrary
            title={`Choose the ${label.toLowerCase() === words ? words : label.toLowerCase()}`}
            kind={kind}
            entries={form.mediaEntries?.() ?? mediaCatalogue(form.media, [])}
            thumbnailUrl={thumbnailUrl}
            {...(picture ? { describe: { decorative: picture.mayBeDecorative }, initial: { src, alt: picture.alt, ...(picture.decorative ? { decorative: true as const } : {}) } } : { initial: { src } })}
            {...(form.addMedia ? { onUpload: form.addMedia } : {})}
            onChoose={(choice) => {
              setOpen(false);
              onChoose(choice);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
