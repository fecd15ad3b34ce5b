/**
 * The preview's click-to-edit outlines. Blocks mark what they draw with its field
 * (src/lib/field-mark.ts); here the element under the pointer or the keyboard is outlined,
 * and so is the element of the field focused in the studio's form. Outlines are boxes laid
 * over the page, not styles on the elements: a card's rounded clip or a table's scroller
 * would cut an outline drawn on the element itself.
 */
import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { fieldHintId, fieldMarkAttribute } from "../../lib/field-mark.ts";
import { color } from "../../theme/tokens.ts";
import { enclosingMarks, siteScope } from "../editing/field-paths.ts";
import type { FromPreview, MarkedField, ToPreviewField } from "../preview-data.ts";

const outline = css`
  label: studio-field-outline;
  position: fixed;
  z-index: 2147483647;
  box-sizing: border-box;
  pointer-events: none;
  border-radius: 2px;
`;

// A light band under each ring, so it shows on the dark hero as on a light section.
const pointed = css`
  label: studio-field-pointed;
  outline: 2px dashed ${color.focusRing};
  outline-offset: 2px;
  box-shadow: 0 0 0 4px ${color.paper};
`;

const selected = css`
  label: studio-field-selected;
  outline: 3px solid ${color.focusRing};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${color.paper}, 0 0 0 7px ${color.paper};
  background: color-mix(in srgb, ${color.focusRing} 8%, transparent);
`;

const markSelector = `[${fieldMarkAttribute}]`;

/** The marked element that holds `node`, if any. */
export function markedElementOf(node: EventTarget | null): HTMLElement | undefined {
  return (node instanceof Element ? node.closest<HTMLElement>(markSelector) : null) ?? undefined;
}

/** The attribute the preview puts around the header and the footer, whose marks are fields of the site settings. */
export const siteScopeAttribute = "data-studio-site";

/** The field a marked element shows: its section's place (or the site settings') and its mark. */
export function fieldOf(element: Element): MarkedField | undefined {
  const field = element.getAttribute(fieldMarkAttribute);
  if (field === null) return undefined;
  const section = element.closest("[data-studio-section]");
  if (section) return { index: Number(section.getAttribute("data-studio-section")), field };
  return element.closest(`[${siteScopeAttribute}]`) ? { index: siteScope, field } : undefined;
}

/**
 * Shown on the screen: the header draws its links twice, in the bar and in the phone menu, and
 * hides one (or both, while the phone menu is closed) with `visibility`, which leaves it its box.
 */
const isShown = (element: HTMLElement) => (element.checkVisibility ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0);

/** The element drawing a field, or the nearest one enclosing it (an empty optional text draws nothing; its card does). */
export function elementOf({ index, field }: MarkedField): HTMLElement | undefined {
  const scopes = [...document.querySelectorAll(index === siteScope ? `[${siteScopeAttribute}]` : `[data-studio-section="${index}"]`)];
  for (const mark of enclosingMarks(field)) {
    const found = scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>(`[${fieldMarkAttribute}="${CSS.escape(mark)}"]`)]);
    // Asking which copy is shown lays the page out: only when there is more than one. None shown: nothing to outline.
    if (found.length > 0) return found.length === 1 ? found[0] : found.find(isShown);
  }
  return undefined;
}

function isFullyInView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.bottom <= window.innerHeight;
}

function Box({ element, kind }: { element: HTMLElement; kind: "pointed" | "selected" }) {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return (
    <div
      aria-hidden="true"
      data-studio-outline={kind}
      css={[outline, kind === "pointed" ? pointed : selected]}
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
    />
  );
}

export function FieldOutlines() {
  const [hovered, setHovered] = useState<HTMLElement>();
  const [focused, setFocused] = useState<HTMLElement>();
  const [target, setTarget] = useState<MarkedField>();
  const [, setLayout] = useState(0);

  useEffect(() => {
    const relayout = () => setLayout((count) => count + 1);
    const over = (event: PointerEvent) => setHovered(markedElementOf(event.target));
    const leave = () => setHovered(undefined);
    const focusIn = (event: FocusEvent) => setFocused(markedElementOf(event.target));
    const focusOut = () => setFocused(undefined);
    const receive = (event: MessageEvent<ToPreviewField>) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === "studio:outline") {
        setTarget(event.data.target);
        const element = event.data.target && elementOf(event.data.target);
        if (element && !isFullyInView(element)) element.scrollIntoView({ block: "center" });
      }
      if (event.data?.type === "studio:focus-element") {
        const element = elementOf(event.data.target);
        // A field this page does not show (the site's address, say): the keyboard goes back to the
        // field, as a click on its element would send it, rather than into a frame with nothing focused.
        if (element) element.focus();
        else window.parent.postMessage({ type: "studio:edit-field", ...event.data.target } satisfies FromPreview, window.location.origin);
      }
    };
    document.addEventListener("pointerover", over);
    document.documentElement.addEventListener("pointerleave", leave);
    document.addEventListener("focusin", focusIn);
    document.addEventListener("focusout", focusOut);
    window.addEventListener("message", receive);
    window.addEventListener("scroll", relayout, { capture: true, passive: true });
    window.addEventListener("resize", relayout);
    // A new drawing (an edit, a counter counting up) may move or replace the elements.
    const drawing = new MutationObserver(relayout);
    drawing.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      drawing.disconnect();
      document.removeEventListener("pointerover", over);
      document.documentElement.removeEventListener("pointerleave", leave);
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("focusout", focusOut);
      window.removeEventListener("message", receive);
      window.removeEventListener("scroll", relayout, { capture: true });
      window.removeEventListener("resize", relayout);
    };
  }, []);

  const pointedElement = [hovered, focused].find((element) => element?.isConnected);
  const selectedElement = target && elementOf(target);
  return (
    <>
      {/* What Enter does on a marked element; hidden, and still read as each one's description. */}
      <p id={fieldHintId} hidden>
        Press Enter to edit this in the form.
      </p>
      {selectedElement && <Box element={selectedElement} kind="selected" />}
      {pointedElement && pointedElement !== selectedElement && <Box element={pointedElement} kind="pointed" />}
    </>
  );
}
