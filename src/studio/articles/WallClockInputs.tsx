/**
 * A day, a time and one of the company's zones, each its own labelled control, written back as
 * ISO 8601 with that zone's offset at that moment (zones.ts). A day or time half typed is kept
 * here until it makes a whole date: the file only ever gets whole ones.
 */
import { useState } from "react";
import { companyZones, isoOf, wallClockOf, type WallClock, type ZoneId } from "./zones.ts";

interface WallClockInputsProps {
  /** Prefixes the controls' ids: `schedule` gives schedule-day, schedule-time, schedule-zone. */
  idPrefix: string;
  /** The ISO date as written, or undefined. */
  value: string | undefined;
  describedBy: string;
  onChange(iso: string): void;
}

export function WallClockInputs({ idPrefix, value, describedBy, onChange }: WallClockInputsProps) {
  const [typing, setTyping] = useState<{ for: string | undefined; clock: WallClock }>();
  const clock = typing && typing.for === value ? typing.clock : wallClockOf(value);
  const update = (next: WallClock) => {
    const iso = isoOf(next);
    setTyping({ for: iso ?? value, clock: next });
    if (iso && iso !== value) onChange(iso);
  };
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "end" }}>
      <span style={{ display: "grid" }}>
        <label htmlFor={`${idPrefix}-day`}>Day</label>
        <input id={`${idPrefix}-day`} type="date" aria-describedby={describedBy} value={clock.date} onChange={(event) => update({ ...clock, date: event.target.value })} />
      </span>
      <span style={{ display: "grid" }}>
        <label htmlFor={`${idPrefix}-time`}>Time</label>
        <input id={`${idPrefix}-time`} type="time" aria-describedby={describedBy} value={clock.time} onChange={(event) => update({ ...clock, time: event.target.value })} />
      </span>
      <span style={{ display: "grid" }}>
        <label htmlFor={`${idPrefix}-zone`}>Zone</label>
        <select id={`${idPrefix}-zone`} aria-describedby={describedBy} value={clock.zone} onChange={(event) => update({ ...clock, zone: event.target.value as ZoneId })}>
          {companyZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name} time
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
