/**
 * An entry's dates in words: a day, a time and one of the company's zones (WallClockInputs.tsx).
 * Beside the publishing date, the entry's state as the site's publishing rule gives it, updated
 * at each change; an optional date is added as now and taken out again; a range is two dates.
 */
import type { ReactNode } from "react";
import type { StudioProblem } from "../protocol.ts";
import { ProblemLines } from "./ProblemLines.tsx";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";
import { entryStateWords } from "./entry-words.ts";
import { WallClockInputs } from "./WallClockInputs.tsx";
import { isoOf, wallClockAt } from "./zones.ts";

interface ScheduleFieldProps {
  /** The publishing date's field, e.g. date. */
  name: string;
  label: string;
  /** The entry's publishing date as written. */
  date: unknown;
  draft: unknown;
  /** Its closing date as written, where its collection has one. */
  closes: unknown;
  one: string;
  now: Date;
}

export function ScheduleField({ name, label, date, draft, closes, one, now }: ScheduleFieldProps) {
  const form = useForm();
  const written = typeof date === "string" ? date : undefined;
  const state = entryStateWords({ draft, date: written, closes }, now);
  return (
    <fieldset css={styles.field} data-path={name}>
      <legend>{label}</legend>
      <span id="schedule-hint" css={styles.hint}>
        The {one} goes live at this day and time. A time in the future keeps it off the site until then.
      </span>
      <WallClockInputs idPrefix="schedule" value={written} describedBy="schedule-hint schedule-state" onChange={(iso) => form.set([name], iso, true)} />
      <p id="schedule-state" css={styles.hint} aria-live="polite" data-article-state={state?.state ?? ""}>
        {state ? `State: ${state.words}.` : "Choose the day and the time."}
      </p>
      <ProblemLines problems={form.problems.get(name) ?? []} />
    </fieldset>
  );
}

interface DateFieldProps {
  name: string;
  label: string;
  hint: string | undefined;
  required: boolean;
  value: unknown;
  now: Date;
}

/** One date: required, or optional (added as now, in Dubai time, and taken out again). */
export function DateField({ name, label, hint, required, value, now }: DateFieldProps) {
  const form = useForm();
  const written = typeof value === "string" ? value : undefined;
  const hintId = hint ? `entry-${name}-hint` : undefined;
  return (
    <DatesFieldset name={name} label={label} hint={hint} hintId={hintId} problems={form.problems.get(name) ?? []}>
      {written === undefined && !required ? (
        <div>
          <button type="button" css={styles.button} aria-describedby={hintId} onClick={() => form.set([name], isoOf(wallClockAt(now, "dubai")))}>
            Add {label.toLowerCase()}
          </button>
        </div>
      ) : (
        <>
          <WallClockInputs idPrefix={name} value={written} describedBy={hintId ?? ""} onChange={(iso) => form.set([name], iso, true)} />
          {!required && (
            <div>
              <button type="button" css={styles.button} onClick={() => form.remove([name])}>
                Remove {label.toLowerCase()}
              </button>
            </div>
          )}
        </>
      )}
    </DatesFieldset>
  );
}

/** A start and an end, each a day, a time and a zone. */
export function DateRangeField({ name, label, hint, value }: Omit<DateFieldProps, "required" | "now">) {
  const form = useForm();
  const range = (value && typeof value === "object" ? value : {}) as { start?: unknown; end?: unknown };
  const hintId = hint ? `entry-${name}-hint` : undefined;
  const problems = [...form.problems.entries()].filter(([path]) => path === name || path.startsWith(`${name}.`)).flatMap(([, found]) => found);
  return (
    <DatesFieldset name={name} label={label} hint={hint} hintId={hintId} problems={problems}>
      {(["start", "end"] as const).map((end) => (
        <fieldset key={end} css={styles.plainFieldset}>
          <legend>{end === "start" ? "Starts" : "Ends"}</legend>
          <WallClockInputs idPrefix={`entry-${name}-${end}`} value={typeof range[end] === "string" ? range[end] : undefined} describedBy={hintId ?? ""} onChange={(iso) => form.set([name, end], iso, true)} />
        </fieldset>
      ))}
    </DatesFieldset>
  );
}

interface DatesFieldsetProps {
  name: string;
  label: string;
  hint: string | undefined;
  hintId: string | undefined;
  problems: readonly StudioProblem[];
  children: ReactNode;
}

/** A date field's frame: its name, its hint, its inputs, then what is wrong with them. */
function DatesFieldset({ name, label, hint, hintId, problems, children }: DatesFieldsetProps) {
  return (
    <fieldset css={styles.field} data-path={name}>
      <legend>{label}</legend>
      {hint && (
        <span id={hintId} css={styles.hint}>
          {hint}
        </span>
      )}
      {children}
      <ProblemLines problems={problems} />
    </fieldset>
  );
}
