import { createHash } from "node:crypto";
import { hasPrerenderedRouteFile } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { pageModuleName } from "../content/bundle.ts";

/** What a prerendered route file holds: its page as HTML and the CSS home's page lacks. */
export interface RouteShell {
  /** The page's title, for the browser tab until the app takes over. */
  title: string;
  /** Emotion ids the CSS stands for, space-separated, so the app adopts them instead of adding them again. */
  ids: string;
  css: string;
  /** The whole app for that route: header (with its link marked current), page and footer. */
  html: string;
}

/** The routes that get a file in dist/routes/ (route-roles.ts says which and why). */
export function prerenderedRoutes(content: SiteContent): string[] {
  return content.pages.map((page) => page.route).filter(hasPrerenderedRouteFile);
}

/**
 * Where a route's file goes in dist/, e.g. `routes/technology-3f9a0c1e.json`. The name
 * carries a hash of the text, as Vite's assets do: a new deploy's index.html never
 * meets a stale file from a cache, and the files can be cached for good.
 */
export function routeShellFile(route: string, text: string): string {
  return `routes/${pageModuleName(route)}-${createHash("sha256").update(text).digest("hex").slice(0, 8)}.json`;
}

/** The route in the address, as an inline script reads it: `#/partnerships?section=airlines` (or the older `#/partnerships#airlines`) gives `/partnerships`. */
export const hashRouteExpression = `location.hash.slice(1).split(/[#?]/)[0]`;

/** While a route other than home is pending, home's prerendered page stays hidden. */
export const routePendingStyle = `.route-pending #root main{visibility:hidden}`;

/**
 * Runs in <head> before anything paints. On home it does nothing: index.html is home.
 * Elsewhere it hides home's page, fetches the route's prerendered file at once and, as
 * soon as the document is parsed, puts it in place: the page paints from HTML about as
 * early as home does, instead of after the app has downloaded and run. The app then
 * adopts that HTML. If the app starts first, or the file can't be had, the app renders
 * the route itself as before.
 */
export function routeShellScript(files: Record<string, string>): string {
  return (
    `(function(P){var h=location.hash,r=${hashRouteExpression};if(r===""||r==="/")return;` +
    `var d=document.documentElement,f=Object.prototype.hasOwnProperty.call(P,r)&&P[r];d.classList.add("route-pending");` +
    `if(!f||!window.fetch)return;` +
    `fetch(f).then(function(x){return x.ok?x.json():null}).then(function(s){if(!s)return;` +
    `var go=function(){var root=document.getElementById("root");if(d.dataset.app||!root||location.hash!==h)return;` +
    `var t=document.createElement("style");t.setAttribute("data-emotion","css "+s.ids);t.textContent=s.css;document.head.appendChild(t);` +
    `root.innerHTML=s.html;root.setAttribute("data-prerendered-route",r);document.title=s.title;d.classList.remove("route-pending")};` +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()})["catch"](function(){})})` +
    `(${JSON.stringify(files)})`
  );
}
