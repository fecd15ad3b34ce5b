/**
 * Brings the editor to a field of the form: the preview asked for it (a click or Enter on
 * an element there), and the form may not show it yet (the section is being selected, the
 * form's code still loading). Waits for it, opens any closed disclosure holding it, scrolls
 * it to the middle of the form and focuses it. No zod: this runs with the studio's first screen.
 */
import type { Path } from "./editing/changes.ts";
import { formatPath } from "./editing/field-paths.ts";

/** What an editor types in or chooses with: a media field's control is the button that opens the library. */
const controls = "input, select, textarea, button[aria-haspopup=dialog]";

/** The element the form draws for `path` (a control, or the fieldset of a group or list item), or for the nearest path enclosing it. */
function formElementOf(path: Path, root: ParentNode): HTMLElement | undefined {
  for (let length = path.length; length > 0; length--) {
    const element = root.querySelector<HTMLElement>(`[data-path="${CSS.escape(formatPath(path.slice(0, length)))}"]`);
    if (element) return element;
  }
  return undefined;
}

/** Whether the form shows the part of the file `path` is in yet: its section's fields, or the page's own. */
function formShows(path: Path, root: ParentNode): boolean {
  if (path[0] !== "sections" || typeof path[1] !== "number") return formElementOf(path, root) !== undefined;
  return root.querySelector(`[data-path^="${CSS.escape(formatPath(path.slice(0, 2)))}."], [data-path^="${CSS.escape(formatPath(path.slice(0, 2)))}["]`) !== null;
}

/** The control to focus for what the form draws at a path: itself, or its first field. */
function controlOf(element: HTMLElement): HTMLElement | undefined {
  if (element.matches(controls)) return element;
  return element.querySelector<HTMLElement>(`:is(${controls})[data-path]`) ?? element.querySelector<HTMLElement>(controls) ?? undefined;
}

function reveal(control: HTMLElement): void {
  for (let details = control.closest("details"); details; details = details.parentElement?.closest("details") ?? null) details.open = true;
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/** Focuses the control for `path` once the form shows it; undefined if it has not within `timeout` ms. */
export function focusField(path: Path, { root = document.body, timeout = 5000 }: { root?: HTMLElement; timeout?: number } = {}): Promise<HTMLElement | undefined> {
  return new Promise((resolve) => {
    const attempt = (): boolean => {
      if (!formShows(path, root)) return false;
      const element = formElementOf(path, root);
      const control = element && controlOf(element);
      if (!control) return false;
      reveal(control);
      resolve(control);
      return true;
    };
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (!attempt()) return;
      observer.disconnect();
      clearTimeout(timer);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, timeout);
    observer.observe(root, { childList: true, subtree: true });
  });
}
