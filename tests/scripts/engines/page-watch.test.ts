// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { faultsOf, readWatch, watchPage, type WatchNames, type WatchReport } from "../../../scripts/engines/page-watch.ts";

const names: WatchNames = { appAttribute: "data-app", appStarting: "starting", appRunning: "running", reactErrorsGlobal: "__reactErrors", pageScriptAttribute: "data-page-script", wakeAppEvent: "app:wake" };
const key = "__testWatch";
const html = document.documentElement;
const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  html.removeAttribute(names.appAttribute);
  document.body.innerHTML = `<div id="root"><header>menu</header><main><section data-block="hero">Hero</section><section data-block="cards">Cards</section></main><footer>end</footer></div>`;
  watchPage(names, key);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[key];
  vi.restoreAllMocks();
});

describe("the cross-engine check's watch inside a page", () => {
  it("finds nothing wrong when the app adopts the prerendered elements", async () => {
    html.setAttribute(names.appAttribute, names.appStarting);
    await microtasks();
    document.querySelector("[data-block=hero]")!.textContent = "Hero, hydrated";
    html.setAttribute(names.appAttribute, names.appRunning);
    await microtasks();
    const report = readWatch(names, key);
    expect(report).toMatchObject({ inTimeBeforeApp: true, app: "running", prerendered: 5, replaced: [] });
    expect(faultsOf(report, names)).toEqual([]);
  });

  it("asks a built page for its app once the page's own script has run, as a visitor's act would", async () => {
    let asked = 0;
    const ask = () => asked++;
    document.addEventListener(names.wakeAppEvent, ask);
    html.setAttribute(names.pageScriptAttribute, "");
    await microtasks();
    expect(asked).toBe(1);
    document.removeEventListener(names.wakeAppEvent, ask);
    html.removeAttribute(names.pageScriptAttribute);
  });

  it("names the prerendered elements React threw away and drew again", async () => {
    html.setAttribute(names.appAttribute, names.appStarting);
    await microtasks();
    const main = document.querySelector("main")!;
    main.replaceWith(main.cloneNode(true));
    html.setAttribute(names.appAttribute, names.appRunning);
    await microtasks();
    const report = readWatch(names, key);
    expect(report.replaced).toEqual(["main", "section[data-block=hero]", "section[data-block=cards]"]);
    expect(faultsOf(report, names)).toEqual(["prerendered HTML thrown away and drawn again: main, section[data-block=hero], section[data-block=cards]"]);
  });

  it("keeps an error reported to the window with its cause, and one logged to the console", async () => {
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("Minified React error #422", { cause: new Error("Minified React error #467") }) }));
    console.error("The above error occurred in the <Hero> component");
    html.setAttribute(names.appAttribute, names.appRunning);
    await microtasks();
    expect(faultsOf(readWatch(names, key), names)).toEqual([
      "error event: Error: Minified React error #422 (cause: Error: Minified React error #467)",
      "console.error: The above error occurred in the <Hero> component",
    ]);
  });

  it("says when the page never became interactive, and when the watch came too late to see anything", () => {
    expect(faultsOf(readWatch(names, key), names)).toEqual(["the page did not become interactive (data-app=absent)"]);
    delete (window as unknown as Record<string, unknown>)[key];
    html.setAttribute(names.appAttribute, names.appStarting);
    watchPage(names, key);
    expect(readWatch(names, key).inTimeBeforeApp).toBe(false);
  });

  it("shows React's own record of an error only when the window's error event missed it", () => {
    const report: WatchReport = { inTimeBeforeApp: true, app: "running", errors: [], prerendered: 3, replaced: [], reactErrors: [{ kind: "caught", message: "Error: x" }] };
    expect(faultsOf(report, names)).toEqual(['React: {"kind":"caught","message":"Error: x"}']);
    expect(faultsOf({ ...report, errors: ["error event: Error: x"] }, names)).toEqual(["error event: Error: x"]);
  });
});
