/**
 * When an article goes live, in words: a day, a time and one of the company's zones, written
 * back as ISO 8601 with that zone's offset at that moment (zones.ts). Beside it, the article's
 * state as the site's publishing rule gives it, updated at each change.
 */
import { useState } from "react";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";
import { entryStateWords } from "./entry-words.ts";
import { companyZones, isoOf, wallClockOf, type WallClock, type ZoneId } from "./zones.ts";

interface ScheduleFieldProps {
  /** The article's `date` as written. */
  date: unknown;
  draft: unknown;
  now: Date;
}

export function ScheduleField({ date, draft, now }: ScheduleFieldProps) {
  const form = useForm();
  const written = typeof date === "string" ? date : undefined;
  // A day or time half typed is kept here until it makes a date: the file only ever gets whole ones.
  const [typing, setTyping] = useState<{ for: string | undefined; clock: WallClock }>();
  const clock = typing && typing.for === written ? typing.clock : wallClockOf(written);
  const problems = form.problems.get("date") ?? [];
  const state = entryStateWords({ draft, date: written }, now);
  const update = (next: WallClock) => {
    const iso = isoOf(next);
    setTyping({ for: iso ?? written, clock: next });
    if (iso && iso !== written) form.set(["date"], iso, true);
  };
  return (
    <fieldset css={styles.field} data-path="date">
      <legend>Publish on</legend>
      <span id="schedule-hint" css={styles.hint}>
        The article goes live at this day and time. A time in the future keeps it off the site until then.
      </span>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "end" }}>
        <span style={{ display: "grid" }}>
          <label htmlFor="schedule-day">Day</label>
          <input id="schedule-day" type="date" aria-describedby="schedule-hint schedule-state" value={clock.date} onChange={(event) => update({ ...clock, date: event.target.value })} />
        </span>
        <span style={{ display: "grid" }}>
          <label htmlFor="schedule-time">Time</label>
          <input id="schedule-time" type="time" aria-describedby="schedule-hint schedule-state" value={clock.time} onChange={(event) => update({ ...clock, time: event.target.value })} />
        </span>
        <span style={{ display: "grid" }}>
          <label htmlFor="schedule-zone">Zone</label>
          <select id="schedule-zone" aria-describedby="schedule-hint schedule-state" value={clock.zone} onChange={(event) => update({ ...clock, zone: event.target.value as ZoneId })}>
            {companyZones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name} time
              </option>
            ))}
          </select>
        </span>
      </div>
      <p id="schedule-state" css={styles.hint} aria-live="polite" data-article-state={state?.state ?? ""}>
        {state ? `State: ${state.words}.` : "Choose the day and the time."}
      </p>
      {problems.map((problem, index) => (
        <p key={index} css={styles.problem} data-severity={problem.severity}>
          <strong>{problem.severity === "error" ? "Error:" : "Warning:"}</strong>
          {problem.editorMessage ?? problem.message}
        </p>
      ))}
    </fieldset>
  );
}
