/**
 * The page's own script: the first module the hydration loader imports after the first paint
 * (src/boot/hydration-loader.ts), a few kilobytes with no React in them. It brings the
 * prerendered page to life (enhance-page.ts), fetches the core font for the next page, and
 * starts the app (React, the rest of the loader's modules) only when the page needs it:
 *
 * - the visitor approaches, touches or tabs into one of its islands (the header's menu, search
 *   or language switch, the contact form, an FAQ), other than those kept in place (markers.ts);
 *   a click on one before the app has it is held and given again once the island has hydrated;
 * - the address is a route this document does not show (a hash address whose file the route
 *   shell could not put in place, a later change of the hash), or carries a query the app
 *   reads (a section to scroll to, a role the form is filled with);
 * - the page holds a block that works on arrival (the sign-in landing), or a form with a draft
 *   the visitor typed before a reload (draft.ts), which the form shows once drawn;
 * - someone dispatches `wakeAppEvent` on the document.
 *
 * Until then nothing of React is fetched: links are links to the pages' own documents, so
 * following one needs no app. Flags and attributes: src/boot/contract.ts. page-runtime.ts, the
 * build's entry, starts it.
 */
import {
  appAttribute,
  fontsAttribute,
  modulesAttribute,
  pageScriptAttribute,
  prerenderedRouteAttribute,
  rootElementId,
  routeModulesAttribute,
  wakeAppEvent,
  wantedIslandsGlobal,
  type WantedIslands,
} from "../boot/contract.ts";
import { hasDraftOn } from "../blocks/Form/draft-key.ts";
import { homeRoute } from "../content/route-roles.ts";
import { addLink } from "../lib/add-link.ts";
import { routeOf } from "../lib/hash-route.ts";
import { routeKey } from "../routing/route-key.ts";
import { enhancePrerenderedPage, isKeptInPlace } from "./enhance-page.ts";
import { islandAttribute } from "./markers.ts";

/** Events that say the visitor is about to use an island (as island-gates.ts listens for once the app runs). */
const approachEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** Blocks that must run as soon as they are shown. */
const workOnArrival = '[data-block="auth"]';

/**
 * Whether the page holds a block that must run as soon as it is shown: the sign-in landing, or
 * a form with a draft to bring back or a field the address chooses (`contact/?role=x`, which
 * its document makes `?role=x#/contact`: "Apply" on a role).
 */
const worksOnArrival = (root: Element, route: string) => {
  const form = root.querySelector('[data-block="form"]');
  const chosenByAddress = () => [...new URLSearchParams(location.search).keys()].some((name) => form!.querySelector(`[name="${CSS.escape(name)}"]`));
  return root.querySelector(workOnArrival) || (form && (hasDraftOn(route) || chosenByAddress()));
};
const webManifest = "./site.webmanifest";
/** What a click is for, around the element it landed on. */
const clickable = "a[href],button,input,select,textarea,label,summary";

/** Whether the document shows the route the address names. */
const showsAddressRoute = (hash: string, shownRoute: string) => routeKey(routeOf(hash.replace(/^#/, ""))) === routeKey(shownRoute);

/** Whether the address asks for more than the document shows: another route, or a query the app reads. */
export function addressNeedsApp(hash: string, shownRoute: string): boolean {
  return !showsAddressRoute(hash, shownRoute) || hash.indexOf("?") >= 0;
}

/** The island frame an event is aimed at, unless it is one kept in place. */
function wantedFrameOf(event: Event): Element | null {
  const frame = event.target instanceof Element ? event.target.closest(`[${islandAttribute}]`) : null;
  return frame && !isKeptInPlace(frame) ? frame : null;
}

/**
 * Whether a click must wait for the app: anything in an island but a link to another document,
 * which the browser follows as it is (a link to a section of this page, such as the skip link,
 * is the app's to follow).
 */
function clickNeedsApp(target: Element): boolean {
  const link = target.closest("a[href]");
  return !link || (link.getAttribute("href") ?? "").indexOf("#") >= 0;
}

export function startPageRuntime(loader: Element | null): void {
  const root = document.getElementById(rootElementId);
  if (!root) return;
  const page = document.documentElement;
  const [, entry, ...preloads] = (loader?.getAttribute(modulesAttribute) ?? "").split(" ");
  const wanted: WantedIslands = { frames: [] };
  const shownRoute = () => root.getAttribute(prerenderedRouteAttribute) ?? homeRoute;
  let woken = false;

  const wake = () => {
    // A #root no longer in the document belongs to a page that has gone.
    if (woken || !entry || !root.isConnected) return;
    woken = true;
    (window as unknown as Record<string, WantedIslands>)[wantedIslandsGlobal] = wanted;
    const byRoute = JSON.parse(loader?.getAttribute(routeModulesAttribute) ?? "{}") as Record<string, string[]>;
    const route = routeOf(location.hash.slice(1));
    // A hash such as `#constructor` names no route, even though every object has that key.
    const routeModules = Object.prototype.hasOwnProperty.call(byRoute, route) ? byRoute[route]! : [];
    for (const module of preloads.concat(routeModules)) addLink("modulepreload", module);
    // The loader's addresses are the document's, not this module's. An app that cannot be had
    // (offline) is asked for again at the visitor's next act.
    import(/* @vite-ignore */ new URL(entry, document.baseURI).href).catch(() => (woken = false));
  };
  /** Until the app has taken the page over: from then on its own listeners (island-gates.ts) answer. */
  const beforeApp = () => root.isConnected && !page.hasAttribute(appAttribute);

  // A document showing another route than the address's (home's, at a hash address whose page
  // is not in place) is about to be replaced by the app: its pictures are not fetched for nothing.
  if (showsAddressRoute(location.hash, shownRoute())) enhancePrerenderedPage(root);
  // Fetched for the next page, which swaps them in (later-fonts.ts); this one never does.
  for (const font of (loader?.getAttribute(fontsAttribute) ?? "").split(" ").filter(Boolean)) addLink("preload", font, "font");
  addLink("manifest", webManifest);

  const approach = (event: Event) => {
    const frame = wantedFrameOf(event);
    if (!frame || !beforeApp()) return;
    if (wanted.frames.indexOf(frame) < 0) wanted.frames.push(frame);
    wake();
  };
  for (const type of approachEvents) window.addEventListener(type, approach, { capture: true, passive: true });
  window.addEventListener(
    "click",
    (event) => {
      const frame = wantedFrameOf(event);
      if (!frame || !beforeApp() || !(event.target instanceof Element)) return;
      // A tap lands on a button's icon as often as on the button: the control is what is clicked again.
      const target = event.target.closest(clickable) ?? event.target;
      if (!(target instanceof HTMLElement) || !clickNeedsApp(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (wanted.frames.indexOf(frame) < 0) wanted.frames.push(frame);
      wanted.heldClick = target;
      wake();
    },
    { capture: true },
  );
  const onAddressChange = () => {
    if (addressNeedsApp(location.hash, shownRoute())) wake();
  };
  // Nothing pushes history entries before the app: a move back or forth is a change of the hash.
  window.addEventListener("hashchange", onAddressChange);
  document.addEventListener(wakeAppEvent, wake);

  page.setAttribute(pageScriptAttribute, "");
  if (addressNeedsApp(location.hash, shownRoute()) || worksOnArrival(root, shownRoute())) wake();
}

