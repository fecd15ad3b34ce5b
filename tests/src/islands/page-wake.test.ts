// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { appAttribute, fontsAttribute, modulesAttribute, pageScriptAttribute, prerenderedRouteAttribute, routeModulesAttribute, wakeAppEvent, wantedIslandsGlobal, type WantedIslands } from "../../../src/boot/contract.ts";
import { addressNeedsApp, startPageRuntime } from "../../../src/islands/page-wake.ts";

/** A page as the build writes it: the loader's tag, the header island, a kept hero and a form island. */
function builtPage({ route }: { route?: string } = {}) {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute(appAttribute);
  document.documentElement.removeAttribute(pageScriptAttribute);
  document.body.innerHTML = `
    <script ${modulesAttribute}="./assets/page.js ./assets/index.js ./assets/tokens.js" ${routeModulesAttribute}='{"/":["./assets/en.js"]}' ${fontsAttribute}="./assets/inter-core.woff2"></script>
    <div id="root"${route ? ` ${prerenderedRouteAttribute}="${route}"` : ""}>
      <div data-island="header"><header><a href="about/">About</a><button type="button">Menu<svg><path d="M0 0"/></svg></button></header></div>
      <main>
        <div data-island="0"><section data-block="hero"><h1>Fuel</h1></section></div>
        <div data-island="1"><section data-block="form"><input name="email" /><select name="role"></select></section></div>
      </main>
    </div>`;
  return document.querySelector(`script[${modulesAttribute}]`);
}

const linked = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.getAttribute("href"));
const wanted = () => (window as unknown as Record<string, WantedIslands | undefined>)[wantedIslandsGlobal];
/** Whether the app was asked for: its chunks are preloaded as it is imported. */
const woken = () => linked("modulepreload").length > 0;

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[wantedIslandsGlobal];
  window.location.hash = "";
  vi.restoreAllMocks();
});

describe("the page script (src/islands/page-wake.ts)", () => {
  it("asks for the app only when the address shows more than the document: another route, or a query the app reads", () => {
    expect(addressNeedsApp("", "/")).toBe(false);
    expect(addressNeedsApp("#/", "/")).toBe(false);
    expect(addressNeedsApp("#/about", "/about")).toBe(false);
    expect(addressNeedsApp("#/About/", "/about")).toBe(false);
    expect(addressNeedsApp("#/technology", "/")).toBe(true);
    expect(addressNeedsApp("#/about?section=team", "/about")).toBe(true);
    expect(addressNeedsApp("#/contact?role=engineer", "/contact")).toBe(true);
  });

  it("fetches the next page's font and loads no app while the visitor only reads; the hero is no reason to", () => {
    startPageRuntime(builtPage());
    expect(document.documentElement.hasAttribute(pageScriptAttribute)).toBe(true);
    expect(linked("preload")).toEqual(["./assets/inter-core.woff2"]);
    expect(linked("manifest")).toEqual(["./site.webmanifest"]);
    document.querySelector("h1")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(woken()).toBe(false);
    // A link to another document is followed by the browser, with no app.
    const link = document.querySelector<HTMLAnchorElement>("header a")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(woken()).toBe(false);
  });

  it("starts the app when the visitor reaches an island, with the app's chunks and the route's modules, and says which island", () => {
    startPageRuntime(builtPage());
    document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(linked("modulepreload")).toEqual(["./assets/tokens.js", "./assets/en.js"]);
    expect(wanted()?.frames).toEqual([document.querySelector('[data-island="1"]')]);
  });

  it("holds a click on a control before the app and leaves it for the app to give again, on the control rather than its icon", () => {
    startPageRuntime(builtPage());
    const icon = document.querySelector("header svg")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(woken()).toBe(true);
    expect(wanted()?.heldClick).toBe(document.querySelector("header button"));
  });

  it("starts the app at once when the document does not show the address's route, and on a later change of route", () => {
    window.location.hash = "#/technology";
    startPageRuntime(builtPage());
    expect(woken()).toBe(true);
    window.location.hash = "";
    startPageRuntime(builtPage({ route: "/about" }));
    expect(woken()).toBe(true);
  });

  it("starts the app at once on a page whose form has a draft typed before a reload, so the form shows it", () => {
    window.location.hash = "#/contact";
    startPageRuntime(builtPage({ route: "/contact" }));
    expect(woken()).toBe(false);
    localStorage.setItem("contact-draft:/contact#message", "{}");
    try {
      startPageRuntime(builtPage({ route: "/contact" }));
      expect(woken()).toBe(true);
    } finally {
      localStorage.clear();
    }
  });

  it("starts the app at once when the address chooses a field of the page's form (Apply on a role), not for another parameter", () => {
    try {
      history.replaceState(null, "", "/?utm_source=feed#/contact");
      startPageRuntime(builtPage({ route: "/contact" }));
      expect(woken()).toBe(false);
      history.replaceState(null, "", "/?role=senior-process-engineer#/contact");
      startPageRuntime(builtPage({ route: "/contact" }));
      expect(woken()).toBe(true);
    } finally {
      history.replaceState(null, "", "/");
    }
  });

  it("starts the app on the wake event, for whoever needs it", () => {
    startPageRuntime(builtPage());
    expect(woken()).toBe(false);
    document.dispatchEvent(new Event(wakeAppEvent));
    expect(woken()).toBe(true);
  });
});
