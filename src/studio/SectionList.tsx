/**
 * The selected page's sections, in order: select one to edit it, move it with
 * the buttons or by dragging it to another place in the list, remove it, or
 * open the file at its line in a code editor.
 */
import { useState } from "react";
import { blockLabel } from "./page-names.ts";
import * as styles from "./styles.ts";

export interface SectionSummary {
  type?: string;
  id?: string;
  title?: string;
}

function sectionName(section: SectionSummary | undefined, index: number): string {
  const words = section?.title ?? section?.id;
  return `${index + 1}. ${blockLabel(section?.type)}${words ? `: ${words}` : ""}`;
}

interface SectionListProps {
  sections: readonly (SectionSummary | undefined)[];
  selected: number | undefined;
  onSelect(index: number): void;
  /** Absent for an editor who may read but not change the pages: no moving, no removing. */
  onMove?(from: number, to: number): void;
  onRemove?(index: number): void;
  /** Absent where there is no code editor to open (the studio on the published site). */
  onOpenInEditor?(index: number): void;
}

const dragType = "text/x-studio-section";

export function SectionList({ sections, selected, onSelect, onMove, onRemove, onOpenInEditor }: SectionListProps) {
  const [dropTarget, setDropTarget] = useState<number>();
  return (
    <ol aria-labelledby="sections-heading" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {sections.map((item, index) => (
        <li
          key={`${index}-${item?.type}`}
          css={styles.sectionItem}
          data-selected={selected === index}
          data-drop-target={dropTarget === index || undefined}
          data-section-index={index}
          draggable={onMove !== undefined}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData(dragType, String(index));
          }}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(dragType)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            setDropTarget(index);
          }}
          onDragLeave={() => setDropTarget((current) => (current === index ? undefined : current))}
          onDragEnd={() => setDropTarget(undefined)}
          onDrop={(event) => {
            event.preventDefault();
            setDropTarget(undefined);
            const from = Number(event.dataTransfer.getData(dragType));
            if (Number.isInteger(from) && from !== index) onMove?.(from, index);
          }}
        >
          <button type="button" css={styles.listButton} id={`section-${index}`} aria-current={selected === index} onClick={() => onSelect(index)}>
            {sectionName(item, index)}
          </button>
          {selected === index && (onMove || onRemove || onOpenInEditor) && (
            <div>
              {onMove && (
                <>
                  <button type="button" css={styles.button} aria-describedby={`section-${index}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                    Move up
                  </button>
                  <button type="button" css={styles.button} aria-describedby={`section-${index}`} disabled={index === sections.length - 1} onClick={() => onMove(index, index + 1)}>
                    Move down
                  </button>
                </>
              )}
              {onRemove && (
                <button type="button" css={styles.button} aria-describedby={`section-${index}`} onClick={() => onRemove(index)}>
                  Remove section
                </button>
              )}
              {onOpenInEditor && (
                <button type="button" css={styles.button} aria-describedby={`section-${index}`} onClick={() => onOpenInEditor(index)}>
                  Open in code editor
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
