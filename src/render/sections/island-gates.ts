/**
 * When each interactive section of the page the app adopts is hydrated. React hydrates a
 * section only once its code has arrived; a gate holds the code back until the section is
 * wanted: when it nears the viewport, when the visitor points at, touches or tabs into it,
 * or, for the rest, one at a time while the browser is idle. Until then the section is its
 * prerendered HTML, untouched, and costs the main thread nothing.
 *
 * Gates apply only while the adopted page is on screen: a page drawn afresh (the visitor
 * moved inside the app) has no HTML to keep and draws its sections at once.
 */
import { islandAttribute } from "./markers.ts";

/** How near the viewport a section starts on its way: its code and hydration take a moment, and a fast scroll should not outrun them. */
const nearViewport = "300px 0px";
/** Events that say the visitor is about to use a section; focusin covers keyboard and assistive technology reaching it. */
const approachEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

interface Adopted {
  route: string;
  gates: Map<number, Promise<void>>;
  openers: (() => void)[];
}

let adopted: Adopted | undefined;

function whenIdle(then: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(then, { timeout: 1500 });
  else setTimeout(then, 50);
}

/**
 * Opens the gates not yet opened, one per idle period. Not held for the load event: a slow
 * picture elsewhere on the page must not keep a form from answering.
 */
function openRestWhenIdle(openers: readonly (() => void)[]): void {
  let next = 0;
  const step = () => {
    if (next >= openers.length) return;
    openers[next++]!();
    whenIdle(step);
  };
  whenIdle(step);
}

/** Sets a gate on each island of the prerendered page in `root`, before React adopts it. */
export function armIslands(route: string, root: ParentNode): void {
  const gates = new Map<number, Promise<void>>();
  const openers: (() => void)[] = [];
  const openerOf = new Map<Element, () => void>();
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) openerOf.get(entry.target)?.();
          },
          { rootMargin: nearViewport },
        )
      : undefined;
  for (const frame of root.querySelectorAll(`main [${islandAttribute}]`)) {
    const index = Number(frame.getAttribute(islandAttribute));
    let resolve!: () => void;
    gates.set(index, new Promise<void>((done) => (resolve = done)));
    // The frame is `display: contents`, with no box to watch: its content has one.
    const box = frame.firstElementChild;
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      if (box) observer?.unobserve(box);
      for (const type of approachEvents) frame.removeEventListener(type, open, true);
      resolve();
    };
    openers.push(open);
    if (box && observer) {
      openerOf.set(box, open);
      observer.observe(box);
    }
    for (const type of approachEvents) frame.addEventListener(type, open, { capture: true, passive: true });
    // Without an observer to say when it is near, nothing would: such a browser hydrates each at once.
    if (!observer) open();
  }
  adopted = { route, gates, openers };
  openRestWhenIdle(openers);
}

/**
 * The gate of the adopted page's island at `index`, or undefined when the section should be
 * drawn at once: another page is being drawn, so the adopted one is gone and its gates with it.
 */
export function islandGate(route: string, index: number): Promise<void> | undefined {
  if (!adopted) return undefined;
  if (adopted.route !== route) {
    for (const open of adopted.openers) open();
    adopted = undefined;
    return undefined;
  }
  return adopted.gates.get(index);
}
