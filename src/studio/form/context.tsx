/**
 * What every field of the form reads and does: the validator's messages, the lists the
 * pickers offer, and the edits. No zod here, so the studio's first screen can draw
 * before the schemas (form/FormPanel.tsx) have loaded.
 */
import { createContext, memo, useContext } from "react";
import type { IconShape } from "../../content/site-content.ts";
import type { Path } from "../editing/changes.ts";
import type { StudioProblem } from "../protocol.ts";
import type { TranslationAid } from "./translation-aid.ts";
import type { MediaEntry } from "../media/media-catalogue.ts";

export interface FormActions {
  set(path: Path, value: unknown, typing?: boolean): void;
  remove(path: Path): void;
  insert(path: Path, index: number, value: unknown): void;
  move(path: Path, from: number, to: number): void;
}

export interface FormContextValue extends FormActions {
  problems: ReadonlyMap<string, StudioProblem[]>;
  linkTargets: string[];
  media: string[];
  icons: Record<string, IconShape[]>;
  /** Present where the picker may add a file: takes it in for the next save and answers its address, or undefined if refused. */
  addMedia?(file: File): Promise<string | undefined>;
  /** Where a file added but not yet saved can be shown from (an object URL), by its address. */
  pendingMediaUrl?(address: string): string | undefined;
  /** The media library's files with the descriptions content gives them: worked out when the library opens, not at each keystroke. */
  mediaEntries?(): MediaEntry[];
}

export const FormContext = createContext<FormContextValue | null>(null);

/** Set while a translation is open: the English beside each field and the translation's direction. */
export const TranslationContext = createContext<TranslationAid | undefined>(undefined);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error("SchemaFields needs a FormContext");
  return form;
}

/** The list a link field offers, once per form; drawn again only when it changes, not at each keystroke. (Media fields open the media library.) */
export const PickerLists = memo(function PickerLists() {
  const form = useForm();
  return (
    <>
      <datalist id="studio-link-targets">
        {form.linkTargets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
    </>
  );
});
