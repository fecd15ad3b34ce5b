// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedRoutes, routeShellFile, routeShellScript, type RouteShell } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate.ts";

const shell: RouteShell = { ids: "abc def", css: ".css-abc{color:red}", html: "<header>bar</header><main><h1>SAF Technology</h1></main>" };
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
  it("does nothing on home: index.html is home", async () => {
    const fetch = await runAt("");
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains("route-pending")).toBe(false);
  });

  it("puts the route's page in place with its styles, and marks which route it is", async () => {
    const fetch = await runAt("#/technology#process");
    expect(fetch).toHaveBeenCalledWith("./routes/technology.json");
    expect(document.querySelector("h1")!.textContent).toBe("SAF Technology");
    expect(document.getElementById("root")!.dataset.prerenderedRoute).toBe("/technology");
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

  it("keeps home's page hidden, for the app to replace, when the file can't be had", async () => {
    await runAt("#/technology", async () => new Response("", { status: 404 }));
    expect(document.getElementById("root")!.dataset.prerenderedRoute).toBeUndefined();
    expect(document.documentElement.classList.contains("route-pending")).toBe(true);
    await runAt("#/technology", async () => {
      throw new TypeError("offline");
    });
    expect(document.getElementById("root")!.dataset.prerenderedRoute).toBeUndefined();
  });
});

describe("prerenderedRoutes", () => {
  it("is every shipped page but home, not-found and the auth landing, each with its own file", () => {
    const routes = prerenderedRoutes(validateContentFolder(process.cwd()).content!);
    expect(routes.sort()).toEqual(["/about", "/commitment", "/contact", "/partnerships", "/technology"]);
    expect(routes.map(routeShellFile).sort()).toEqual(["routes/about.json", "routes/commitment.json", "routes/contact.json", "routes/partnerships.json", "routes/technology.json"]);
  });
});
