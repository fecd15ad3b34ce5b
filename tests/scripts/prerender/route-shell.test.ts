// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedRoutes, routeShellFile, routeShellScript, type RouteShell } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate.ts";

const shell: RouteShell = { title: "SAF Technology — Verdavia", ids: "abc def", css: ".css-abc{color:red}", html: "<header>bar</header><main><h1>SAF Technology</h1></main>" };
const script = routeShellScript({ "/technology": "./routes/technology.json" });

/** Runs the head script as the browser would, with a stand-in fetch. */
async function runAt(hash: string, respond: () => Promise<Response> = async () => new Response(JSON.stringify(shell))) {
  window.location.hash = hash;
  const fetch = vi.fn(respond);
  vi.stubGlobal("fetch", fetch);
  new Function(script)();
  // Let the fetch and JSON promises settle.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  return fetch;
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = '<div id="root"><main><h1>Fueling a Greener Tomorrow</h1></main></div>';
  document.documentElement.className = "";
  delete document.documentElement.dataset.app;
});
afterEach(() => vi.unstubAllGlobals());

describe("the route shell script", () => {
  it("does nothing on home, with or without an anchor or query: index.html is home", async () => {
    for (const hash of ["", "#/", "#/#impact", "#/?section=impact", "#/?utm_source=mail"]) {
      const fetch = await runAt(hash);
      expect(fetch, hash).not.toHaveBeenCalled();
      expect(document.documentElement.classList.contains("route-pending"), hash).toBe(false);
    }
  });

  it("puts the route's page in place with its styles, and marks which route it is", async () => {
    const fetch = await runAt("#/technology?section=process");
    expect(fetch).toHaveBeenCalledWith("./routes/technology.json");
    expect(document.querySelector("h1")!.textContent).toBe("SAF Technology");
    expect(document.getElementById("root")!.dataset.prerenderedRoute).toBe("/technology");
    expect(document.title).toBe("SAF Technology — Verdavia");
    const style = document.head.querySelector("style")!;
    expect(style.getAttribute("data-emotion")).toBe("css abc def");
    expect(style.textContent).toBe(shell.css);
    expect(document.documentElement.classList.contains("route-pending")).toBe(false);
  });

  it("leaves the page to the app when the app is already running", async () => {
    document.documentElement.dataset.app = "running";
    await runAt("#/technology");
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    expect(document.getElementById("root")!.dataset.prerenderedRoute).toBeUndefined();
  });

  it("hides home's page and fetches nothing for a route without a file (not found)", async () => {
    const fetch = await runAt("#/no-such-page");
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains("route-pending")).toBe(true);
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
      expect(document.getElementById("root")!.dataset.prerenderedRoute).toBeUndefined();
      expect(document.documentElement.classList.contains("route-pending")).toBe(true);
    });
  }

  it("drops the file when the visitor has moved to another address meanwhile", async () => {
    let answer!: (response: Response) => void;
    window.location.hash = "#/technology";
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    new Function(script)();
    window.location.hash = "#/about";
    answer(new Response(JSON.stringify(shell)));
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
  });

  it("waits for the document to be parsed before putting the page in place", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    await runAt("#/technology");
    expect(document.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    readyState.mockRestore();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelector("h1")!.textContent).toBe("SAF Technology");
  });

  it("ignores hashes that name inherited properties", async () => {
    const fetch = await runAt("#constructor");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("prerenderedRoutes", () => {
  it("is every shipped page but home, not-found and the auth landing, each with its own file", () => {
    const routes = prerenderedRoutes(validateContentFolder(process.cwd()).content!);
    expect(routes.sort()).toEqual(["/about", "/commitment", "/contact", "/partnerships", "/technology"]);
    expect(routes.map((route) => routeShellFile(route, "{}")).sort()).toEqual(["about", "commitment", "contact", "partnerships", "technology"].map((name) => `routes/${name}-44136fa3.json`));
    // A change of text is a change of name, so caches can keep the files for good.
    expect(routeShellFile("/about", "{}")).not.toBe(routeShellFile("/about", '{"title":"About"}'));
  });
});
