/**
 * The form for one part of a content file, generated from its zod schema: one
 * labelled control per field, the schema's description as the hint, the default
 * as a placeholder, and the validator's messages beside the field they concern.
 */
import { memo, useContext, type ReactNode } from "react";
import type { z } from "zod";
import type { Path } from "../editing/changes.ts";
import type { StudioProblem } from "../protocol.ts";
import { MediaField } from "../media/MediaField.tsx";
import { Hint, idFor, ProblemList } from "./field-parts.tsx";
import { PictureControl } from "./PictureControl.tsx";
import * as styles from "../styles.ts";
import { TranslationContext, useForm } from "./context.tsx";
import type { EnglishSource } from "./translation-aid.ts";
import { EnglishBeside } from "./EnglishBeside.tsx";
import { IconChoice } from "./IconChoice.tsx";
import { emptyValueFor, fieldFor, fieldsOf, formatPath, pictureParts, type Field } from "./fields.ts";
import { groupOf, labelFor } from "./field-words.ts";

/** Text for a default shown as a placeholder. */
function defaultText(field: Field): string | undefined {
  return field.defaultValue === undefined ? undefined : `Default: ${String(field.defaultValue)}`;
}

function describedBy(path: Path, field: Field, problems: StudioProblem[] | undefined, english?: EnglishSource): string | undefined {
  const ids = [english ? `${idFor(path)}-english` : "", field.hint ? `${idFor(path)}-hint` : "", problems?.length ? `${idFor(path)}-problems` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Sets a field, or leaves it out of the file when an optional field is emptied. */
function useSetter(field: Field, path: Path, present: boolean) {
  const form = useForm();
  const translation = useContext(TranslationContext);
  return (value: unknown, typing = false) => {
    // In a translation, an emptied text is one not yet translated: it keeps its place, as the English has it.
    if ((value === "" || value === undefined) && !field.required && !(value === "" && translation?.english.has(formatPath(path)))) {
      if (present) form.remove(path);
      return;
    }
    form.set(path, value, typing);
  };
}

function ScalarControl({ field, path, value, label }: { field: Field; path: Path; value: unknown; label?: ReactNode }) {
  const form = useForm();
  const problems = form.problems.get(formatPath(path));
  const invalid = problems?.some((problem) => problem.severity === "error") ?? false;
  const id = idFor(path);
  const setValue = useSetter(field, path, value !== undefined);
  const translation = useContext(TranslationContext);
  const english = translation?.english.get(formatPath(path));
  // In a translation, words run in its direction; addresses, ids and routes stay left to right.
  const direction = translation ? (field.words ? { dir: translation.dir, lang: translation.lang } : { dir: "ltr" }) : {};
  const common = { id, "aria-describedby": describedBy(path, field, problems, english), "aria-invalid": invalid || undefined, "data-path": formatPath(path), ...direction };
  const text = value === undefined || value === null ? "" : String(value);
  const placeholder = defaultText(field);
  const heading = label ?? <label htmlFor={id}>{field.label}</label>;

  if (field.kind === "switch") {
    return (
      <div css={styles.field}>
        <label css={styles.switchRow}>
          <input type="checkbox" role="switch" {...common} checked={value === true || (value === undefined && field.defaultValue === true)} onChange={(event) => setValue(event.target.checked)} />
          {field.label}
        </label>
        <Hint path={path} field={field} />
        <ProblemList path={path} />
      </div>
    );
  }

  if (field.kind === "icon") {
    return (
      <IconChoice id={id} path={formatPath(path)} label={field.label} chosen={text} options={field.options ?? []} icons={form.icons} describedBy={describedBy(path, field, problems)} onChoose={setValue}>
        <Hint path={path} field={field} />
        <ProblemList path={path} />
      </IconChoice>
    );
  }

  if (field.kind === "media") {
    return (
      <MediaField id={id} label={field.label} kind={field.mediaKind ?? "picture"} src={text} path={path} invalid={invalid} describedBy={describedBy(path, field, problems)} onChoose={(choice) => setValue(choice.src)} {...(field.required ? {} : { onRemove: () => setValue(undefined) })}>
        <Hint path={path} field={field} />
        <ProblemList path={path} />
      </MediaField>
    );
  }

  let control: ReactNode;
  if (field.kind === "select") {
    control = (
      <select {...common} value={text} onChange={(event) => setValue(event.target.value)}>
        {!field.required && <option value="">{field.defaultValue !== undefined ? `Default (${String(field.defaultValue)})` : "None"}</option>}
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "number") {
    control = <input type="number" {...common} value={text} placeholder={placeholder} onChange={(event) => setValue(event.target.value === "" ? undefined : Number(event.target.value), true)} />;
  } else if (field.kind === "multiline") {
    control = <textarea {...common} value={text} placeholder={placeholder} onChange={(event) => setValue(event.target.value, true)} />;
  } else {
    const list = field.kind === "link" ? "studio-link-targets" : undefined;
    control = <input type="text" {...common} list={list} value={text} placeholder={placeholder} onChange={(event) => setValue(event.target.value, true)} />;
  }
  return (
    <div css={styles.field}>
      {heading}
      <EnglishBeside id={`${idFor(path)}-english`} source={english} />
      <Hint path={path} field={field} />
      {control}
      <ProblemList path={path} />
    </div>
  );
}

function ListControl({ field, path, value }: { field: Field; path: Path; value: unknown }) {
  const form = useForm();
  const items = Array.isArray(value) ? value : [];
  const id = idFor(path);
  const full = field.max !== undefined && items.length >= field.max;
  const itemKind = fieldFor(0, field.schema).kind;
  return (
    <fieldset css={styles.group} aria-describedby={field.hint ? `${id}-hint` : undefined} data-path={formatPath(path)}>
      <legend id={`${id}-legend`}>{field.label}</legend>
      <Hint path={path} field={field} />
      <ProblemList path={path} />
      {items.map((item, index) => {
        const itemPath = [...path, index];
        const itemField = fieldFor(index, field.schema, String(field.key));
        const tools = (
          <div css={styles.itemTools}>
            <button type="button" css={styles.button} aria-describedby={`${idFor(itemPath)}-name`} disabled={index === 0} onClick={() => form.move(path, index, index - 1)}>
              Move up
            </button>
            <button type="button" css={styles.button} aria-describedby={`${idFor(itemPath)}-name`} disabled={index === items.length - 1} onClick={() => form.move(path, index, index + 1)}>
              Move down
            </button>
            <button type="button" css={styles.button} aria-describedby={`${idFor(itemPath)}-name`} onClick={() => form.remove(itemPath)}>
              Remove
            </button>
          </div>
        );
        const name = (
          <span id={`${idFor(itemPath)}-name`} className="visually-hidden">
            {field.label} item {index + 1}
          </span>
        );
        if (itemKind === "list") {
          // A list of lists (a table's rows): each item is a list of its own, with its own controls.
          return (
            <div key={index}>
              {name}
              <ListControl field={{ ...itemField, label: `${field.label}: ${labelFor(index).toLowerCase()}` }} path={itemPath} value={item} />
              {tools}
            </div>
          );
        }
        return itemKind === "group" ? (
          <fieldset key={index} css={styles.group} data-path={formatPath(itemPath)}>
            <legend>
              {labelFor(index)}
              {name}
            </legend>
            {tools}
            <SchemaFields schema={field.schema} value={item} path={itemPath} />
          </fieldset>
        ) : (
          <div key={index}>
            {name}
            <ScalarControl
              field={{ ...itemField, label: `${labelFor(index)}` }}
              path={itemPath}
              value={item}
              label={<label htmlFor={idFor(itemPath)}>{`${field.label}: ${labelFor(index).toLowerCase()}`}</label>}
            />
            {tools}
          </div>
        );
      })}
      <button type="button" css={styles.button} disabled={full} onClick={() => form.insert(path, items.length, emptyValueFor(field.schema))}>
        Add to {field.label.toLowerCase()}
      </button>
    </fieldset>
  );
}

function GroupControl({ field, path, value }: { field: Field; path: Path; value: unknown }) {
  const form = useForm();
  const picture = pictureParts(field.schema);
  if (picture) {
    return (
      <PictureControl field={field} path={path} value={value} decorative={picture.decorative}>
        <SchemaFields schema={field.schema} value={value} path={path} omit="src" />
      </PictureControl>
    );
  }
  const present = value !== undefined && value !== null;
  if (!present) {
    return (
      <div css={styles.field}>
        <span style={{ fontWeight: 600 }}>{field.label}</span>
        <Hint path={path} field={field} />
        <div>
          <button type="button" css={styles.button} aria-describedby={field.hint ? `${idFor(path)}-hint` : undefined} onClick={() => form.set(path, emptyValueFor(field.schema))}>
            Add {field.label.toLowerCase()}
          </button>
        </div>
        <ProblemList path={path} />
      </div>
    );
  }
  return (
    <fieldset css={styles.group} data-path={formatPath(path)}>
      <legend>{field.label}</legend>
      <Hint path={path} field={field} />
      <ProblemList path={path} />
      <SchemaFields schema={field.schema} value={value} path={path} />
      {!field.required && (
        <button type="button" css={styles.button} onClick={() => form.remove(path)}>
          Remove {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

interface FieldProps {
  field: Field;
  path: Path;
  value: unknown;
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * One field and what it holds. A keystroke gives the whole file a new value, so fields are
 * compared by what they hold: only the field being typed in redraws, not the whole form.
 */
const FieldControl = memo(
  function FieldControl({ field, path, value }: FieldProps) {
    if (field.kind === "list") return <ListControl field={field} path={path} value={value} />;
    if (field.kind === "group") return <GroupControl field={field} path={path} value={value} />;
    return <ScalarControl field={field} path={path} value={value} />;
  },
  (before: FieldProps, after: FieldProps) => before.field === after.field && formatPath(before.path) === formatPath(after.path) && sameValue(before.value, after.value),
);

/** Every field of the object schema `schema`, for the value at `path`; `omit` leaves one out (a picture's file, which its own control shows). */
export function SchemaFields({ schema, value, path, omit }: { schema: z.ZodType; value: unknown; path: Path; omit?: string }) {
  const data = (value ?? {}) as Record<string, unknown>;
  return (
    <>
      {fieldsOf(schema, groupOf([...path, ""])).filter((field) => field.key !== omit).map((field) => (
        <FieldControl key={String(field.key)} field={field} path={[...path, field.key]} value={data[field.key as string]} />
      ))}
    </>
  );
}
