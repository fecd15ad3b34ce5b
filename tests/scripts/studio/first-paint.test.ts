import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawingKey, fillPreview, firstView } from "../../../scripts/studio/first-paint.ts";
import type { StudioContent } from "../../../src/studio/protocol.ts";

const template = readFileSync("src/studio/preview.html", "utf8");

describe("the preview frame's first paint", () => {
  it("fills preview.html's slots: styles in the head, the page and its data in #root", () => {
    const html = fillPreview(template, { styles: "<style>a{}</style>", page: "<main><h1>Hi</h1></main>" }, []);
    expect(html).toMatch(/<style>a\{\}<\/style>\s*<\/head>/);
    expect(html).toContain('<div id="root"><main><h1>Hi</h1></main></div>');
  });

  it("leaves #root empty without one, so the frame draws the page itself", () => {
    expect(fillPreview(template, undefined, [])).toContain('<div id="root"></div>');
  });

  it("refuses a template that lost a slot", () => {
    expect(() => fillPreview(template.replace("<!--preview-page--><!--/preview-page-->", ""), undefined, [])).toThrow(/preview-page/);
  });

  it("draws the page the route names, with only the icons it uses, and nothing for an unknown route", () => {
    const content = {
      icons: { leaf: [], plane: [], globe: [] },
      firstDrawing: {
        site: { brand: { name: "Verdavia" } },
        pages: {
          "content/pages/about.yaml": { route: "/about", title: "About", description: "", sections: [{ type: "cards", items: [{ icon: "leaf" }, { icon: "plane" }] }] },
        },
      },
    } as unknown as StudioContent;
    const view = firstView(content, "/about")!;
    expect(view.page.route).toBe("/about");
    expect(Object.keys(view.page.icons).sort()).toEqual(["leaf", "plane"]);
    expect(view.selected).toBeUndefined();
    expect(firstView(content, "/nowhere")).toBeUndefined();
  });

  it("keeps a drawing per server setup: the same page drawn by a server with other plugins is drawn anew", () => {
    const view = JSON.stringify({ page: { route: "/" } });
    const root = process.cwd();
    const npmRunDev = "vite.config.ts\nsupabase-key-guard,public-field-marks,css-templates,vite:react-babel";
    expect(drawingKey(view, root, npmRunDev)).toBe(drawingKey(view, root, npmRunDev));
    // A server without the plugin that rewrites the styles names every class differently.
    expect(drawingKey(view, root, "(inline config)\nvite:react-babel")).not.toBe(drawingKey(view, root, npmRunDev));
    expect(drawingKey(JSON.stringify({ page: { route: "/about" } }), root, npmRunDev)).not.toBe(drawingKey(view, root, npmRunDev));
  });
});
