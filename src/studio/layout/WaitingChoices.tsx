/**
 * Edits that wait for the editor's choice, above the form: earlier edits set aside when the
 * site changed the same field (useSetAsideEdits.ts), then each file where someone else's change
 * met an unsaved edit (useConflicts.ts). Their code loads only when one is shown.
 */
import { Suspense } from "react";
import type { Change } from "../editing/changes.ts";
import { namesOf } from "../file-names.ts";
import type { FileState, SetAsideEdit } from "../store.ts";
import * as styles from "../styles.ts";
import type { Conflict } from "../hooks/useConflicts.ts";
import { DeveloperDetails } from "./DeveloperDetails.tsx";
import { ConflictChoices, KeptEdits } from "./lazy-parts.ts";

interface WaitingChoicesProps {
  setAside: SetAsideEdit[];
  conflicts: Conflict[];
  files: Record<string, FileState>;
  brand: string;
  onUseMine(edit: SetAsideEdit, mine: Change, label: string): void;
  onKeepSite(edit: SetAsideEdit, label: string): void;
  onResolve(conflict: Conflict, changes: Change[], keptTheirs: number): void;
}

export function WaitingChoices({ setAside, conflicts, files, brand, onUseMine, onKeepSite, onResolve }: WaitingChoicesProps) {
  return (
    <>
      {setAside.length > 0 && (
        <Suspense fallback={<p css={styles.hint}>Loading your earlier edits…</p>}>
          <KeptEdits edits={setAside} pageName={(path) => namesOf([path], files, brand)} siteData={(path) => files[path]?.file.data} onUseMine={onUseMine} onKeepSite={onKeepSite} />
        </Suspense>
      )}
      {conflicts.map((conflict) => {
        const mine = files[conflict.path];
        if (!mine) return null;
        return (
          <Suspense key={conflict.path} fallback={<p css={styles.hint}>Loading the change…</p>}>
            <ConflictChoices
              mine={mine}
              theirs={conflict.theirs}
              message={conflict.message}
              {...(conflict.author ? { author: conflict.author } : {})}
              pageName={namesOf([conflict.path], files, brand)}
              actionLabel={conflict.atSave ? "Save with these choices" : "Apply these choices"}
              focusOnShow={conflict.atSave}
              onResolve={(changes, keptTheirs) => onResolve(conflict, changes, keptTheirs)}
            >
              {conflict.url && (
                <p>
                  <a href={conflict.url} target="_blank" rel="noopener noreferrer">
                    See their change
                  </a>
                </p>
              )}
              <DeveloperDetails text={conflict.details} />
            </ConflictChoices>
          </Suspense>
        );
      })}
    </>
  );
}
