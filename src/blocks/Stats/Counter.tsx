import { useEffect, useState } from "react";
import { countUp } from "../../lib/count-up.ts";
import { useReducedMotion } from "../../hooks/useReducedMotion.ts";
import type { Stat } from "./schema.ts";
import type { FieldMarkProps } from "../../lib/field-mark.ts";
import { counterDecimalsAttribute, counterTargetAttribute } from "./static-counters.ts";

function format(stat: Stat, value: number): string {
  return `${stat.prefix ?? ""}${value.toFixed(stat.decimals)}${stat.suffix ?? ""}`;
}

/**
 * Shows zero until `started`, then counts up. Screen readers get the final
 * figure once, rather than a number that changes sixty times a second.
 */
export function Counter({ stat, started, className, ...mark }: { stat: Stat; started: boolean; className?: string } & FieldMarkProps) {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!started || reducedMotion) return;
    return countUp(stat.value, setValue, stat.decimals);
  }, [started, reducedMotion, stat.value, stat.decimals]);

  const shown = reducedMotion && started ? stat.value : value;
  return (
    // A figure reads left to right in any language: "25+" must not become "+25" in Arabic.
    <span {...mark} className={className} dir="ltr">
      <span aria-hidden="true" data-counter-value={shown} {...{ [counterTargetAttribute]: stat.value }} {...(stat.decimals ? { [counterDecimalsAttribute]: stat.decimals } : {})}>
        {format(stat, shown)}
      </span>
      <span className="visually-hidden">{format(stat, stat.value)}</span>
    </span>
  );
}
