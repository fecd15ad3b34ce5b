import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { devDocument, pageOfPath, pageOfSectionsFile } from "../../../scripts/prerender/dev-documents.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { siteSources } from "../../fixtures/content.ts";
import { renderedPage } from "../../fixtures/assemble-input.ts";

const site = validateSources(siteSources()).content!;
const template = readFileSync("index.html", "utf8");

describe("the dev server's documents", () => {
  it("answers home at / and a page at its path document's folder, with or without the closing slash; nothing else", () => {
    expect(pageOfPath(site, "/")?.route).toBe("/");
    expect(pageOfPath(site, "/index.html")?.route).toBe("/");
    expect(pageOfPath(site, "/about/")?.route).toBe("/about");
    expect(pageOfPath(site, "/about")?.route).toBe("/about");
    expect(pageOfPath(site, "/about/index.html")?.route).toBe("/about");
    expect(pageOfPath(site, "/nowhere/")).toBeUndefined();
    expect(pageOfPath(site, "/src/main.tsx")).toBeUndefined();
    expect(pageOfPath(site, "/%E0%A4%A/")).toBeUndefined();
  });

  it("names each page's sections file as the browser's data names it", () => {
    expect(pageOfSectionsFile(site, "/sections/about.json")?.route).toBe("/about");
    expect(pageOfSectionsFile(site, "/sections/home.json")?.route).toBe("/");
    expect(pageOfSectionsFile(site, "/sections/nowhere.json")).toBeUndefined();
  });

  it("fills index.html as the build does: the page in #root marked with its route, its base, its styles as the browser's emotion cache adopts them, and Vite's entry in place of the boot scripts", () => {
    const about = pageOfPath(site, "/about/")!;
    const html = devDocument(template, site, about, renderedPage('<main id="main"><h1>About</h1></main>', ["a1"]));
    expect(html).toContain('<div id="root" data-prerendered-route="/about"><main id="main"><h1>About</h1></main></div>');
    expect(html).toContain('<base href="../" />');
    // No ids: the browser's emotion cache reads them from the rules' own classes, as in the build.
    expect(html).toContain("<style data-prerendered-css>.css-a1{color:red}</style>");
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html).not.toContain("<!--app-");
    const home = devDocument(template, site, pageOfPath(site, "/")!, renderedPage("<main></main>", []));
    expect(home).toContain('<div id="root"><main></main></div>');
    expect(home).not.toContain("<base");
  });
});
