/**
 * When an article goes live, and when it was last changed meaningfully, in words: a day, a
 * time and one of the company's zones (WallClockInputs.tsx). Beside the first, the article's
 * state as the site's publishing rule gives it, updated at each change.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";
import { entryStateWords } from "./entry-words.ts";
import { WallClockInputs } from "./WallClockInputs.tsx";
import { isoOf, wallClockAt } from "./zones.ts";

interface ScheduleFieldProps {
  /** The article's `date` as written. */
  date: unknown;
  draft: unknown;
  now: Date;
}

export function ScheduleField({ date, draft, now }: ScheduleFieldProps) {
  const form = useForm();
  const written = typeof date === "string" ? date : undefined;
  const state = entryStateWords({ draft, date: written }, now);
  return (
    <fieldset css={styles.field} data-path="date">
      <legend>Publish on</legend>
      <span id="schedule-hint" css={styles.hint}>
        The article goes live at this day and time. A time in the future keeps it off the site until then.
      </span>
      <WallClockInputs idPrefix="schedule" value={written} describedBy="schedule-hint schedule-state" onChange={(iso) => form.set(["date"], iso, true)} />
      <p id="schedule-state" css={styles.hint} aria-live="polite" data-article-state={state?.state ?? ""}>
        {state ? `State: ${state.words}.` : "Choose the day and the time."}
      </p>
      <ProblemLines problems={form.problems.get("date") ?? []} />
    </fieldset>
  );
}

/** "Updated": optional; added as now, in Dubai time, and taken out again. */
export function UpdatedField({ updated, now }: { updated: unknown; now: Date }) {
  const form = useForm();
  const written = typeof updated === "string" ? updated : undefined;
  return (
    <fieldset css={styles.field} data-path="updated">
      <legend>Updated on</legend>
      <span id="updated-hint" css={styles.hint}>
        When the article last changed in a way readers should know of: shown as “Updated”.
      </span>
      {written === undefined ? (
        <div>
          <button type="button" css={styles.button} aria-describedby="updated-hint" onClick={() => form.set(["updated"], isoOf(wallClockAt(now, "dubai")))}>
            Add an update date
          </button>
        </div>
      ) : (
        <>
          <WallClockInputs idPrefix="updated" value={written} describedBy="updated-hint" onChange={(iso) => form.set(["updated"], iso, true)} />
          <div>
            <button type="button" css={styles.button} onClick={() => form.remove(["updated"])}>
              Remove the update date
            </button>
          </div>
        </>
      )}
      <ProblemLines problems={form.problems.get("updated") ?? []} />
    </fieldset>
  );
}
