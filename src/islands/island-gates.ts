/**
 * When each island of the page the app adopts is hydrated. React hydrates an island only
 * once what it waits on has arrived; a gate holds that back until the island is wanted: when
 * it nears the viewport, when the visitor points at, touches or tabs into it, or, for the rest,
 * one at a time while the browser is idle. Until then the island is its prerendered HTML,
 * untouched, and costs the main thread nothing.
 *
 * A page's sections (`data-island="2"` inside <main>) wake as above. The page's chrome
 * (`data-island="header"`, the footer) is always near the viewport or soon will be, so it wakes
 * on the visitor's first scroll or approach, or when idle: the page's own sections come first.
 *
 * Gates apply only while the adopted page is on screen: a page drawn afresh (the visitor
 * moved inside the app) has no HTML to keep and draws its sections at once.
 */
import { routeKey } from "../routing/route-key.ts";
import { islandAttribute } from "./markers.ts";
import { wantedIslandsGlobal, type WantedIslands } from "../boot/contract.ts";

/** How near the viewport a section starts on its way: its code and hydration take a moment, and a fast scroll should not outrun them. */
const nearViewport = "300px 0px";
/** Events that say the visitor is about to use an island; focusin covers keyboard and assistive technology reaching it. */
const approachEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** A gate React's `use` reads at once once open (its status set as React sets a settled promise's). */
type Gate = Promise<void> & { status?: "fulfilled"; value?: undefined };

interface Adopted {
  route: string;
  gates: Map<string, Gate>;
  openers: (() => void)[];
  /** Each island's hydration, resolved by the island itself once React has committed it. */
  hydrated: Map<string, { done: boolean; promise: Promise<void>; resolve: () => void }>;
}

let adopted: Adopted | undefined;

function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(then, { timeout: 1500 });
  // Safari has no idle callbacks: the load event and a pause after it stand in for one.
  else if (document.readyState === "complete") setTimeout(then, 200);
  else window.addEventListener("load", () => setTimeout(then, 200), { once: true });
}

/**
 * Opens the gates not yet opened, one per idle period. Not held for the load event: a slow
 * picture elsewhere on the page must not keep a form from answering. Stops once its page is
 * no longer the adopted one: leaving it opened every gate already.
 */
function openRestWhenIdle(page: Adopted): void {
  const { openers } = page;
  let next = 0;
  const step = () => {
    if (adopted !== page || next >= openers.length) return;
    openers[next++]!();
    whenIdle(step);
  };
  whenIdle(step);
}

function newObserver(openerOf: Map<Element, () => void>): IntersectionObserver | undefined {
  if (!("IntersectionObserver" in window)) return undefined;
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) openerOf.get(entry.target)?.();
    },
    { rootMargin: nearViewport },
  );
}

/**
 * Opens an island's gate when the visitor approaches it. Listened for on the window, in the
 * capture phase: React's own listener on the app's root stops an event aimed inside a part it
 * has not hydrated yet, so a listener on the island's frame would never hear it.
 */
function listenForApproach(frameOpeners: ReadonlyMap<Element, () => void>): void {
  const frameOf = (event: Event) => (event.target instanceof Element ? event.target.closest(`[${islandAttribute}]`) : null);
  const approach = (event: Event) => {
    const frame = frameOf(event);
    if (frame) frameOpeners.get(frame)?.();
  };
  for (const type of approachEvents) window.addEventListener(type, approach, { capture: true, passive: true });
  // A click with no approach before it (a screen reader's default action, a label's, a fast tap on a
  // slow phone) would be dropped by React on a part not yet hydrated: it is held, and given again once it is.
  window.addEventListener(
    "click",
    (event) => {
      const frame = frameOf(event);
      const island = frame && adopted?.hydrated.get(frame.getAttribute(islandAttribute)!);
      if (!island || island.done || !(event.target instanceof HTMLElement)) return;
      const target = event.target;
      event.preventDefault();
      event.stopImmediatePropagation();
      frameOpeners.get(frame)?.();
      void island.promise.then(() => target.click());
    },
    { capture: true },
  );
}

/** Sets a gate on each island of the prerendered page in `root`, before React adopts it. */
export function armIslands(route: string, root: ParentNode): void {
  const gates = new Map<string, Gate>();
  const hydrated: Adopted["hydrated"] = new Map();
  const sections: (() => void)[] = [];
  const chrome: (() => void)[] = [];
  const openerOf = new Map<Element, () => void>();
  const frameOpeners = new Map<Element, () => void>();
  const observer = newObserver(openerOf);
  for (const frame of root.querySelectorAll(`[${islandAttribute}]`)) {
    const key = frame.getAttribute(islandAttribute)!;
    const inPage = frame.closest("main") !== null;
    let resolve!: () => void;
    const gate: Gate = new Promise<void>((done) => (resolve = done));
    gates.set(key, gate);
    let hydrate!: () => void;
    const promise = new Promise<void>((done) => (hydrate = done));
    const island = { done: false, promise, resolve: () => ((island.done = true), hydrate()) };
    hydrated.set(key, island);
    // The frame is `display: contents`, with no box to watch: its content has one.
    const box = inPage ? frame.firstElementChild : null;
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      if (box) observer?.unobserve(box);
      if (!inPage) window.removeEventListener("scroll", open);
      gate.status = "fulfilled";
      gate.value = undefined;
      resolve();
    };
    (inPage ? sections : chrome).push(open);
    frameOpeners.set(frame, open);
    if (box && observer) {
      openerOf.set(box, open);
      observer.observe(box);
    }
    if (!inPage) window.addEventListener("scroll", open, { passive: true, once: true });
    // Without an observer to say when a section is near, nothing would: such a browser hydrates each at once.
    if (inPage && !observer) open();
  }
  const openers = [...sections, ...chrome];
  adopted = { route, gates, openers, hydrated };
  listenForApproach(frameOpeners);
  takeWantedIslands(frameOpeners);
  openRestWhenIdle(adopted);
}

/**
 * What the visitor did before the app started (the page script, page-runtime.ts, woke it for
 * it): the islands approached open now, and a click held is given again once its island has hydrated.
 */
function takeWantedIslands(frameOpeners: ReadonlyMap<Element, () => void>): void {
  const global = window as unknown as Record<string, WantedIslands | undefined>;
  const wanted = global[wantedIslandsGlobal];
  delete global[wantedIslandsGlobal];
  if (!wanted) return;
  for (const frame of wanted.frames) frameOpeners.get(frame)?.();
  const target = wanted.heldClick;
  const frame = target?.closest(`[${islandAttribute}]`);
  const island = frame && adopted?.hydrated.get(frame.getAttribute(islandAttribute)!);
  if (!target || !island) return;
  void island.promise.then(() => target.click());
}

/** Drops the adopted page's gates, opening those still shut: another page is being drawn. */
function leaveAdoptedPage(): void {
  for (const open of adopted?.openers ?? []) open();
  adopted = undefined;
}

/**
 * The gate of the adopted page's section island at `index`, or undefined when the section should
 * be drawn at once: another page is being drawn, so the adopted one is gone and its gates with it.
 */
export function islandGate(route: string, index: number): Promise<void> | undefined {
  if (!adopted) return undefined;
  if (routeKey(adopted.route) !== routeKey(route)) {
    leaveAdoptedPage();
    return undefined;
  }
  return adopted.gates.get(String(index));
}

/** The gate of the adopted page's chrome island `name` (the header), or undefined once there is none to wait for. */
export function chromeGate(name: string): Promise<void> | undefined {
  return adopted?.gates.get(name);
}

/** Whether `route` is the page being adopted, whose islands wait for their gates. */
export function isAdoptedPage(route: string): boolean {
  return adopted !== undefined && routeKey(adopted.route) === routeKey(route);
}

/** Called by an island once React has committed it: a click held meanwhile is given again. `route`: undefined for the page's chrome. */
export function islandHydrated(key: string, route?: string): void {
  if (!adopted || (route !== undefined && !isAdoptedPage(route))) return;
  adopted.hydrated.get(key)?.resolve();
}
