import { ChevronDown } from "lucide-react";
import type { FormField } from "./schema.ts";
import * as styles from "./styles.ts";
import { useWords } from "../../hooks/SiteContext.tsx";

/**
 * One labelled question. The browser checks required answers and email addresses itself;
 * `problem` is a refused answer's explanation, shown under the control and tied to it.
 */
export function FieldControl({ field, id, problem }: { field: FormField; id: string; problem?: string | undefined }) {
  // Content writes the marker into the label; it moves to an aria-hidden span so
  // screen readers hear "required" from the attribute instead of "star".
  const words = useWords();
  // A choice of a collection's entries with none open (no role to apply for) is left out.
  if (field.collection && (field.options ?? []).length === 0) return null;
  const labelText = field.required ? field.label.replace(/\s*\*$/, "") : field.label;
  const problemId = `${id}-problem`;
  const shared = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autocomplete,
    // Addresses and numbers are typed and read left to right, in Arabic pages too.
    ...(field.type === "email" || field.type === "tel" ? { dir: "ltr" } : {}),
    ...(problem ? { "aria-invalid": true, "aria-describedby": problemId } : {}),
  };
  const controlCss = [styles.control, problem ? styles.controlInvalid : undefined];

  let control;
  if (field.type === "textarea") {
    control = <textarea {...shared} rows={field.rows} placeholder={field.placeholder} css={[...controlCss, styles.textarea]} />;
  } else if (field.type === "select") {
    control = (
      <div css={styles.selectWrap}>
        <select {...shared} defaultValue="" css={controlCss}>
          <option value="">{field.emptyOption ?? words.formSelect}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden="true" />
      </div>
    );
  } else {
    control = <input {...shared} type={field.type} placeholder={field.placeholder} css={controlCss} />;
  }

  return (
    <div css={[styles.field, field.type === "textarea" && styles.fieldWide, field.interest && styles.shownWithInterest(field.interest)]}>
      <label htmlFor={id} css={styles.fieldLabel}>
        {labelText}
        {field.required && (
          <span aria-hidden="true" css={styles.requiredMark}>
            {" *"}
          </span>
        )}
      </label>
      {control}
      {problem && (
        <p id={problemId} css={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
