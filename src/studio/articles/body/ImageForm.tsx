import { useId, useState, type FormEvent } from "react";
import * as styles from "./styles.ts";
import type { MediaChoice } from "./props.ts";

interface ImageFormProps {
  media: readonly MediaChoice[];
  onUpload?(file: File): Promise<string>;
  /** Inserts the image; answers why not, in words, when it cannot go where the cursor is. */
  onInsert(src: string, alt: string): string | undefined;
  onClose(): void;
}

/** Choosing an image from the media library (or adding one to it) and writing its alt text, which is required. */
export function ImageForm({ media, onUpload, onInsert, onClose }: ImageFormProps) {
  const id = useId();
  const [choices, setChoices] = useState<readonly MediaChoice[]>(media);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const choose = (chosen: string) => {
    setSrc(chosen);
    setRefusal(undefined);
    const known = choices.find((choice) => choice.src === chosen)?.alt;
    if (known && alt.trim() === "") setAlt(known);
  };

  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setUploading(true);
    try {
      const stored = await onUpload(file);
      setChoices((list) => [...list, { src: stored }]);
      choose(stored);
    } catch (error) {
      setRefusal(`The image could not be added to the media library: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!src) return setRefusal("Choose an image from the media library first.");
    if (alt.trim() === "") return setRefusal("Write what the image shows (its alt text): a reader who cannot see it hears these words instead. The image is not inserted without them.");
    const reason = onInsert(src, alt.trim());
    if (reason) setRefusal(reason);
  };

  return (
    <form css={styles.panel} aria-label="Image" onSubmit={submit} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <label>
        Image from the media library
        <select value={src} onChange={(event) => choose(event.target.value)} autoFocus>
          <option value="">Choose an image</option>
          {choices.map((choice) => (
            <option key={choice.src} value={choice.src}>
              {choice.alt ? `${choice.alt} (${choice.src})` : choice.src}
            </option>
          ))}
        </select>
      </label>
      {onUpload && (
        <label>
          Or add an image to the library
          <input type="file" accept="image/*" disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
        </label>
      )}
      <label>
        What the image shows (alt text, required)
        <input type="text" value={alt} aria-required="true" aria-invalid={refusal !== undefined && alt.trim() === ""} aria-describedby={refusal ? `${id}-refusal` : undefined} onChange={(event) => setAlt(event.target.value)} />
      </label>
      {refusal && (
        <p id={`${id}-refusal`} css={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <div className="actions">
        <button type="submit" css={styles.toolButton} disabled={uploading}>
          Insert image
        </button>
        <button type="button" css={styles.toolButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
