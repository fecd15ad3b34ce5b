/**
 * "Add section": every block drawn from its gallery example, so an editor
 * chooses by looking. The example becomes the new section, ready to reword.
 */
import { Suspense, useEffect, useRef } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { sectionSchema } from "../blocks/schemas.ts";
import { IconProvider } from "../components/Icon/IconContext.tsx";
import type { IconShape } from "../content/site-content.ts";
import { siteSchema } from "../content/site.ts";
import { BlockBoundary } from "../render/BlockBoundary.tsx";
import { BlockView } from "../render/sections/full-renderer.tsx";
import { SiteProvider } from "../hooks/SiteContext.tsx";
import { blockDescription } from "./form/fields.ts";
import { blockLabel } from "./page-names.ts";
import * as styles from "./styles.ts";

/** Blocks that act on the address bar when drawn. */
const notDrawn = new Set(["auth"]);
const still = memoryLocation({ path: "/" });

interface PickerProps {
  blocks: { type: string; example: unknown }[];
  icons: Record<string, IconShape[]>;
  siteData: unknown;
  onPick(example: unknown): void;
  onClose(): void;
}

export function SectionPicker({ blocks, icons, siteData, onPick, onClose }: PickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Not closed on cleanup: a close event would end the picking it belongs to. Unmounting removes it.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const site = siteSchema.safeParse(siteData);

  return (
    <dialog ref={dialog} css={styles.dialog} aria-labelledby="picker-heading" onClose={onClose}>
      <header>
        <h2 id="picker-heading">Add section</h2>
        <button type="button" css={styles.button} onClick={onClose}>
          Cancel
        </button>
      </header>
      <Router hook={still.hook}>
        <IconProvider icons={icons}>
          <ul>
            {blocks.map(({ type, example }) => {
              const parsed = sectionSchema.safeParse(example);
              return (
                <li key={type}>
                  <div css={styles.thumbnail} aria-hidden="true" inert>
                    {parsed.success && !notDrawn.has(type) && site.success && (
                      <div>
                        <SiteProvider site={site.data}>
                          <BlockBoundary label={`${type} example`}>
                            <Suspense fallback={null}>
                              <BlockView section={parsed.data} />
                            </Suspense>
                          </BlockBoundary>
                        </SiteProvider>
                      </div>
                    )}
                  </div>
                  <p id={`block-${type}-about`}>{blockDescription(type)}</p>
                  <button type="button" css={styles.button} aria-describedby={`block-${type}-about`} onClick={() => onPick(example)}>
                    Add {blockLabel(type).toLowerCase()}
                  </button>
                </li>
              );
            })}
          </ul>
        </IconProvider>
      </Router>
    </dialog>
  );
}
