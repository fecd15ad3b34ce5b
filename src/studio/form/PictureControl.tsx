import type { ReactNode } from "react";
import type { Path } from "../editing/changes.ts";
import { MediaField } from "../media/MediaField.tsx";
import * as styles from "../styles.ts";
import { useForm } from "./context.tsx";
import { Hint, idFor, ProblemList } from "./field-parts.tsx";
import { formatPath } from "../editing/field-paths.ts";
import type { Field } from "./fields.ts";

/** A picture and its description, chosen together from the media library; the description stays a field, to reword or translate. */
export function PictureControl({ field, path, value, decorative, children }: { field: Field; path: Path; value: unknown; decorative: boolean; children: ReactNode }) {
  const form = useForm();
  const picture = (value ?? undefined) as { src?: unknown; alt?: unknown; decorative?: unknown } | undefined;
  const srcPath = [...path, "src"];
  const src = typeof picture?.src === "string" ? picture.src : "";
  const srcProblems = form.problems.get(formatPath(srcPath));
  const choose = ({ src: chosen, alt, decorative: none }: { src: string; alt?: string; decorative?: true }) => {
    if (!picture) return form.set(path, none ? { src: chosen, decorative: true } : { src: chosen, alt });
    form.set(srcPath, chosen);
    if (none) {
      form.set([...path, "decorative"], true);
      if (picture.alt !== undefined) form.remove([...path, "alt"]);
    } else {
      form.set([...path, "alt"], alt);
      if (picture.decorative !== undefined) form.remove([...path, "decorative"]);
    }
  };
  return (
    <fieldset css={styles.group} data-path={formatPath(path)}>
      <legend>{field.label}</legend>
      <Hint path={path} field={field} />
      <ProblemList path={path} />
      <MediaField
        id={idFor(srcPath)}
        label={field.label}
        labelHidden
        kind="picture"
        src={src}
        path={srcPath}
        invalid={srcProblems?.some((problem) => problem.severity === "error") ?? false}
        describedBy={srcProblems?.length ? `${idFor(srcPath)}-problems` : undefined}
        picture={{ alt: typeof picture?.alt === "string" ? picture.alt : "", decorative: picture?.decorative === true, mayBeDecorative: decorative }}
        onChoose={choose}
      >
        <ProblemList path={srcPath} />
      </MediaField>
      {picture && children}
      {picture && !field.required && (
        <button type="button" css={styles.button} onClick={() => form.remove(path)}>
          Remove {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
