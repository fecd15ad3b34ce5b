/**
 * Runs in index.html's <head>, before anything paints (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts). On home it does nothing: index.html is home.
 * Elsewhere it hides home's page, fetches the route's prerendered file (at an address the
 * route gives: page-files.ts, so the document lists no route) at once and, as
 * soon as the document is parsed, puts it in place: the page paints from HTML about as
 * early as home does, instead of after the app has downloaded and run. The app then
 * adopts that HTML. If the app starts first, or the file can't be had, the app renders
 * the route itself. Flags and attributes: contract.ts.
 */
import { routeShellFile } from "../content/page-files.ts";
import { hasPrerenderedRouteFile, homeRoute } from "../content/route-roles.ts";
import { routeForms, routeOf } from "../lib/hash-route.ts";
import { routeKey } from "../routing/route-key.ts";
import {
  appAttribute,
  otherLanguagePrefixesAttribute,
  prerenderedCssAttribute,
  prerenderedRouteAttribute,
  rootElementId,
  routeFileFetchingAttribute,
  routePendingClass,
  type RouteShell,
} from "./contract.ts";

function showPrerenderedRoute(script: Element | null): void {
  const hash = location.hash;
  const route = routeOf(hash.slice(1));
  if (route === homeRoute) return;
  // A page of another language (a reloaded or shared `#/ar/about`) opens in its own document,
  // with its language's fonts and head, before this one paints; the section goes along.
  const otherLanguagePrefixes = JSON.parse(script?.getAttribute(otherLanguagePrefixesAttribute) ?? "[]") as string[];
  const key = routeKey(route);
  if (otherLanguagePrefixes.some((prefix) => key === prefix || key.indexOf(`${prefix}/`) === 0) && hasPrerenderedRouteFile(key)) {
    // Its path form (`ar/about/#team`), with the query where a path URL has it: the hash's own
    // parameters (`#/ar/contact?role=x`, an Apply button's) joined by the address's.
    const [folder = "", fragment] = routeForms(hash.slice(1)).path.split("#");
    const search = location.search ? `${folder.indexOf("?") >= 0 ? "&" : "?"}${location.search.slice(1)}` : "";
    location.replace(`${folder}${search}${fragment ? `#${fragment}` : ""}`);
    return;
  }
  const page = document.documentElement;
  page.classList.add(routePendingClass);
  // Without fetch (old browsers) the page stays hidden until the app renders the route.
  // A hash such as `#constructor` names no route.
  if (key.charAt(0) !== "/" || !hasPrerenderedRouteFile(key) || !("fetch" in window)) return;
  const file = `./${routeShellFile(key)}`;

  page.setAttribute(routeFileFetchingAttribute, "");
  const settled = () => page.removeAttribute(routeFileFetchingAttribute);

  const putInPlace = (shell: RouteShell) => {
    settled();
    const root = document.getElementById(rootElementId);
    // The app has started, or the visitor has moved on: the file is no longer wanted.
    if (page.hasAttribute(appAttribute) || !root || location.hash !== hash) return;
    const style = document.createElement("style");
    style.setAttribute(prerenderedCssAttribute, shell.ids);
    document.head.appendChild(style);
    // Rules inserted into the sheet, not text: the policy allows the empty tag, and no document lists each page's CSS.
    const sheet = style.sheet;
    for (const rule of shell.rules) {
      try {
        sheet?.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser cannot read is left out, as a stylesheet's would be.
      }
    }
    root.innerHTML = shell.html;
    root.setAttribute(prerenderedRouteAttribute, route);
    document.title = shell.title;
    page.lang = shell.lang;
    page.dir = shell.dir;
    page.classList.remove(routePendingClass);
  };

  fetch(file)
    .then((response) => (response.ok ? (response.json() as Promise<RouteShell>) : null))
    .then((shell) => {
      if (!shell) return settled();
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => putInPlace(shell));
      else putInPlace(shell);
    })
    // A missing file (no such page), no network, a rule the browser refuses, or a host answering with a page: the app renders the route.
    .catch(settled);
}

showPrerenderedRoute(document.currentScript);
