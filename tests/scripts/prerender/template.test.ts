import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillSlots, rootElement, type Slots } from "../../../scripts/prerender/template.ts";

const filled: Slots = { "app-head": "<title>Home</title>", "app-entry": "<script>start()</script>", "app-root": rootElement("<main>Hi</main>") };

describe("the page template's slots", () => {
  it("fills each slot of index.html by name, replacing what the dev server shows there", () => {
    const page = fillSlots(readFileSync("index.html", "utf8"), filled);
    expect(page).toContain('<meta name="theme-color" content="#083f31" />\n    <title>Home</title>\n    <script>start()</script>\n  </head>');
    expect(page).toContain('<body>\n    <div id="root"><main>Hi</main></div>\n  </body>');
    expect(page).not.toContain("<!--");
    expect(page).not.toContain("/src/main.tsx");
    expect(page).not.toContain("<title>Verdavia</title>");
  });

  it("leaves no blank line where a slot is filled with nothing", () => {
    const page = fillSlots("<head>\n  <!--app-head-->x<!--/app-head-->\n  <!--app-entry--><script></script><!--/app-entry-->\n</head>\n<!--app-root--><!--/app-root-->", { ...filled, "app-entry": "" });
    expect(page).toBe(`<head>\n  <title>Home</title>\n</head>\n${filled["app-root"]}`);
  });

  it("never takes text put in one slot for another slot", () => {
    const page = fillSlots("<!--app-head--><!--/app-head--><!--app-entry--><!--/app-entry--><!--app-root--><!--/app-root-->", { ...filled, "app-head": "<!--app-root-->" });
    expect(page).toBe(`<!--app-root-->${filled["app-entry"]}${filled["app-root"]}`);
  });

  it("fails loudly, naming the slot, when the template lacks one, repeats one or has one the build does not know", () => {
    const all = "<!--app-head--><!--/app-head--><!--app-entry--><!--/app-entry--><!--app-root--><!--/app-root-->";
    expect(() => fillSlots(all.replace("<!--app-root--><!--/app-root-->", ""), filled)).toThrow(/no slot <!--app-root-->/);
    expect(() => fillSlots(all.replace("<!--/app-entry-->", ""), filled)).toThrow(/no slot <!--app-entry-->/);
    expect(() => fillSlots(`${all}<!--app-head--><!--/app-head-->`, filled)).toThrow(/app-head.*must appear once/);
    expect(() => fillSlots(`${all}<!--app-styles--><!--/app-styles-->`, filled)).toThrow(/<!--app-styles--> that the build does not fill/);
  });
});
