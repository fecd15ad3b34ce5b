/**
 * An icon field: the icon chosen, drawn, and a button that opens the catalogue to pick
 * another. The catalogue is drawn only while open: a cards section has an icon per card
 * and some forty icons each, and drawing them all made selecting such a section slow.
 */
import { createElement, useState, type ReactNode } from "react";
import type { IconShape } from "../../content/site-content.ts";
import * as styles from "../styles.ts";

export function IconDrawing({ shapes }: { shapes: IconShape[] | undefined }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {(shapes ?? []).map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

interface IconChoiceProps {
  /** The field's id, from its path; the catalogue's radios are named by it. */
  id: string;
  path: string;
  label: string;
  chosen: string;
  options: readonly string[];
  icons: Record<string, IconShape[]>;
  describedBy: string | undefined;
  onChoose(name: string): void;
  /** The hint and the validator's messages, drawn between the name and the catalogue, and describing the field open or closed. */
  children?: ReactNode;
}

export function IconChoice({ id, path, label, chosen, options, icons, describedBy, onChoose, children }: IconChoiceProps) {
  const [open, setOpen] = useState(false);
  return (
    <div css={styles.field} role="group" aria-labelledby={`${id}-legend`} aria-describedby={describedBy} data-path={path}>
      <span id={`${id}-legend`} css={styles.iconChosen}>
        {chosen && <IconDrawing shapes={icons[chosen]} />}
        {label}: {chosen || "none"}
      </span>
      {children}
      <div>
        <button type="button" css={styles.button} aria-expanded={open} aria-controls={`${id}-catalogue`} onClick={() => setOpen(!open)}>
          {open ? "Close the icons" : chosen ? "Choose another icon" : "Choose an icon"}
        </button>
      </div>
      {open && (
        <fieldset id={`${id}-catalogue`} css={styles.iconGrid}>
          <legend className="visually-hidden">{label}</legend>
          {options.map((name) => (
            <label key={name} title={name}>
              <input type="radio" name={id} value={name} checked={chosen === name} onChange={() => onChoose(name)} />
              <IconDrawing shapes={icons[name]} />
              <span className="visually-hidden">{name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
