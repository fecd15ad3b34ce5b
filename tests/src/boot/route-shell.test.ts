// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appAttribute, appStarting, prerenderedRouteAttribute, routeFileFetchingAttribute, routePendingClass, type RouteShell } from "../../../src/boot/contract.ts";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { routeShellTag } from "../../../scripts/prerender/route-shell.ts";

const shell: RouteShell = { title: "SAF Technology — Verdavia", ids: "abc def", rules: [".css-abc{color:red}", "@media (min-width: 40em){.css-def{color:blue}}"], html: "<header>bar</header><main><h1>SAF Technology</h1></main>", lang: "en", dir: "ltr" };
const arabicShell: RouteShell = { title: "تقنية وقود الطيران المستدام — Verdavia", ids: "abc", rules: [".css-abc{color:red}"], html: "<main><h1>تقنية وقود الطيران المستدام</h1></main>", lang: "ar", dir: "rtl" };

/** The compiled script in the tag the build writes, as the browser finds it in <head>. */
let tag: HTMLScriptElement;
let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).routeShell;
  const holder = document.createElement("div");
  holder.innerHTML = routeShellTag(text, []).tag;
  tag = holder.firstElementChild as HTMLScriptElement;
});

const isPending = () => document.documentElement.classList.contains(routePendingClass);
/** The hydration loader holds the app back while this is set. */
const isFetching = () => document.documentElement.hasAttribute(routeFileFetchingAttribute);
const prerenderedRoute = () => document.getElementById("root")!.getAttribute(prerenderedRouteAttribute);
const settle = async () => {
  // Let the fetch and JSON promises settle.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Runs the head script as the browser would: its own tag is document.currentScript. */
function runScript() {
  const current = vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
  try {
    new Function(text)();
  } finally {
    current.mockRestore();
  }
}

async function runAt(hash: string, respond: () => Promise<Response> = async () => new Response(JSON.stringify(shell))) {
  window.location.hash = hash;
  const fetch = vi.fn(respond);
  vi.stubGlobal("fetch", fetch);
  runScript();
  await settle();
  return fetch;
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = '<div id="root"><main><h1>Fueling a Greener Tomorrow</h1></main></div>';
  document.documentElement.className = "";
  document.documentElement.removeAttribute(appAttribute);
  document.documentElement.removeAttribute(routeFileFetchingAttribute);
});
afterEach(() => vi.unstubAllGlobals());

describe("the route shell (src/boot/route-shell.ts, compiled)", () => {
  it("does nothing on home, with or without an anchor or query: index.html is home", async () => {
    for (const hash of ["", "#/", "#/#impact", "#/?section=impact", "#/?utm_source=mail"]) {
      const fetch = await runAt(hash);
      expect(fetch, hash).not.toHaveBeenCalled();
      expect(isPending(), hash).toBe(false);
    }
  });

  it("puts the route's page in place with its styles, fetched from the file beside its document, and marks which route it is", async () => {
    const fetch = await runAt("#/technology?section=process");
    expect(fetch).toHaveBeenCalledWith("./technology/shell.json");
    expect(document.querySelector("h1")!.textContent).toBe("SAF Technology");
    expect(prerenderedRoute()).toBe("/technology");
    expect(document.title).toBe("SAF Technology — Verdavia");
    const style = document.head.querySelector("style")!;
    expect(style.getAttribute("data-prerendered-css")).toBe("abc def");
    // Inserted as rules, not text: the policy allows an empty style tag, and no document lists each page's CSS.
    expect(style.textContent).toBe("");
    expect(style.sheet!.cssRules).toHaveLength(2);
    expect(isPending()).toBe(false);
    expect(isFetching()).toBe(false);
  });

  it("turns the document to the route's language and direction: an Arabic page right to left", async () => {
    document.documentElement.lang = "en";
    const fetch = await runAt("#/ar/technology", async () => new Response(JSON.stringify(arabicShell)));
    expect(fetch).toHaveBeenCalledWith("./ar/technology/shell.json");
    expect(document.querySelector("h1")!.textContent).toBe("تقنية وقود الطيران المستدام");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    await runAt("#/technology");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
  });

  it("reads the older #/route#section form too", async () => {
    const fetch = await runAt("#/technology#process");
    expect(fetch).toHaveBeenCalledWith("./technology/shell.json");
    expect(prerenderedRoute()).toBe("/technology");
  });

  it("hides home's page at once, before the file arrives", async () => {
    window.location.hash = "#/technology";
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => undefined)));
    runScript();
    expect(isPending()).toBe(true);
    // The app's code and fonts wait until the page the visitor came for has arrived.
    expect(isFetching()).toBe(true);
  });

  it("leaves the page to the app when the app is already running", async () => {
    document.documentElement.setAttribute(appAttribute, appStarting);
    await runAt("#/technology");
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    expect(prerenderedRoute()).toBeNull();
    expect(isFetching()).toBe(false);
  });

  it("hides home's page and fetches nothing for a route that has no file (the sign-in landing)", async () => {
    const fetch = await runAt("#/auth");
    expect(fetch).not.toHaveBeenCalled();
    expect(isPending()).toBe(true);
    expect(isFetching()).toBe(false);
  });

  const failures: [string, () => Promise<Response>][] = [
    ["a missing file", async () => new Response("", { status: 404 })],
    ["no network", async () => Promise.reject(new TypeError("offline"))],
    ["a host answering with a page instead of the file", async () => new Response("<!doctype html><p>Not here</p>", { status: 200 })],
  ];
  for (const [what, respond] of failures) {
    it(`keeps home's page hidden, for the app to replace, after ${what}`, async () => {
      await runAt("#/technology", respond);
      expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
      expect(prerenderedRoute()).toBeNull();
      expect(isPending()).toBe(true);
      // Given up: the app may start and render the route itself.
      expect(isFetching()).toBe(false);
    });
  }

  it("drops the file when the visitor has moved to another address meanwhile", async () => {
    let answer!: (response: Response) => void;
    window.location.hash = "#/technology";
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    runScript();
    window.location.hash = "#/about";
    answer(new Response(JSON.stringify(shell)));
    await settle();
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    expect(isFetching()).toBe(false);
  });

  it("waits for the document to be parsed before putting the page in place", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    await runAt("#/technology");
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    readyState.mockRestore();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelector("h1")!.textContent).toBe("SAF Technology");
  });

  it("ignores hashes that name no route, and finds a route's file however its address is spelled", async () => {
    expect(await runAt("#constructor")).not.toHaveBeenCalled();
    expect(await runAt("#/Technology/")).toHaveBeenCalledWith("./technology/shell.json");
  });
});

describe("the route shell in index.html, on a page of another language", () => {
  let handingOn: HTMLScriptElement;
  beforeAll(() => {
    const holder = document.createElement("div");
    holder.innerHTML = routeShellTag(text, ["/ar"]).tag;
    handingOn = holder.firstElementChild as HTMLScriptElement;
  });

  function runAtWithDocuments(address: string) {
    window.history.replaceState(null, "", address);
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response(JSON.stringify(arabicShell)));
    vi.stubGlobal("fetch", fetch);
    const current = vi.spyOn(document, "currentScript", "get").mockReturnValue(handingOn);
    try {
      new Function(text)();
    } finally {
      current.mockRestore();
    }
    const calls = replace.mock.calls.map(([url]) => String(url));
    replace.mockRestore();
    return { calls, fetch };
  }

  it("hands a reloaded or shared #/ar/ address on to that page's own document, with the query and the section, before painting", () => {
    const { calls, fetch } = runAtWithDocuments("/?utm_source=mail#/ar/technology?section=process");
    expect(calls).toEqual(["ar/technology/?utm_source=mail#process"]);
    expect(fetch).not.toHaveBeenCalled();
    expect(isPending()).toBe(false);
    expect(runAtWithDocuments("/#/ar").calls).toEqual(["ar/"]);
  });

  it("keeps the hash address's own parameters (an Apply button's role) on the way to the page's document", () => {
    expect(runAtWithDocuments("/#/ar/technology?role=process-engineer").calls).toEqual(["ar/technology/?role=process-engineer"]);
    expect(runAtWithDocuments("/?utm_source=mail#/ar/technology?role=x&section=process").calls).toEqual(["ar/technology/?role=x&utm_source=mail#process"]);
  });

  it("keeps index.html's own pages, and another language's sign-in landing, which has no document", async () => {
    expect(runAtWithDocuments("/#/technology").calls).toEqual([]);
    const { calls, fetch } = runAtWithDocuments("/#/ar/auth");
    expect(calls).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(isPending()).toBe(true);
  });

  it("hands on an address no page of that language has too: the host answers its path with that language's not-found document", () => {
    expect(runAtWithDocuments("/#/ar/this-page-does-not-exist").calls).toEqual(["ar/this-page-does-not-exist/"]);
  });
});
