import { useId, useState, type FormEvent } from "react";
import * as styles from "./styles.ts";
import { checkTypedAddress } from "./link-address.ts";
import type { LinkTarget } from "./props.ts";

interface LinkFormProps {
  targets: readonly LinkTarget[];
  /** The link's address when the cursor is in a link. */
  current?: string;
  /** True when nothing is selected: the link's words are asked for too. */
  needsWords: boolean;
  onApply(href: string, words?: string): void;
  onRemove?(): void;
  onClose(): void;
}

/** Choosing a link: a page or section of the site from the list, or a typed https, mailto or tel address. */
export function LinkForm({ targets, current, needsWords, onApply, onRemove, onClose }: LinkFormProps) {
  const id = useId();
  const isTarget = targets.some((target) => target.href === current);
  const [target, setTarget] = useState(isTarget ? (current ?? "") : "");
  const [typed, setTyped] = useState(!isTarget ? (current ?? "") : "");
  const [words, setWords] = useState("");
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsWords && words.trim() === "") return setRefusal("Write the words to link, or close this and select them in the text first.");
    if (target) return onApply(target, needsWords ? words.trim() : undefined);
    const checked = checkTypedAddress(typed);
    if (!checked.ok) return setRefusal(checked.reason);
    onApply(checked.href, needsWords ? words.trim() : undefined);
  };

  return (
    <form css={styles.panel} aria-label="Link" onSubmit={submit} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      {needsWords && (
        <label>
          Words to link
          <input type="text" value={words} onChange={(event) => setWords(event.target.value)} autoFocus />
        </label>
      )}
      <label>
        A page or section of the site
        <select
          value={target}
          autoFocus={!needsWords}
          onChange={(event) => {
            setTarget(event.target.value);
            setRefusal(undefined);
          }}
        >
          <option value="">None: I'll write an address</option>
          {targets.map((each) => (
            <option key={each.href} value={each.href}>
              {each.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Or an address (https://, mailto: or tel:)
        <input
          type="text"
          inputMode="url"
          dir="ltr"
          value={typed}
          disabled={target !== ""}
          aria-invalid={refusal !== undefined && target === ""}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(undefined);
          }}
        />
      </label>
      {refusal && (
        <p id={`${id}-refusal`} css={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <div className="actions">
        <button type="submit" css={styles.toolButton}>
          {current ? "Change link" : "Add link"}
        </button>
        {onRemove && (
          <button type="button" css={styles.toolButton} onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" css={styles.toolButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
