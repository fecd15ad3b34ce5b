import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { staticSectionsOf } from "../../../scripts/prerender/static-sections.ts";

describe("a page's static sections, cut from React's HTML", () => {
  it("takes each frame's inside whole, nested boxes and text that reads like a tag included", () => {
    const html = renderToString(
      <main>
        <div data-island={0}>
          <section>
            <div>island</div>
          </section>
        </div>
        <div data-static-section={1}>
          <section>
            <div>
              <div>{"a <div> in words, and </div> too"}</div>
            </div>
            <p title="<div>">after</p>
          </section>
        </div>
        <div data-static-section={3}>
          <p>last</p>
        </div>
      </main>,
    );
    const sections = staticSectionsOf(html);
    expect(Object.keys(sections)).toEqual(["1", "3"]);
    expect(sections["1"]).toBe('<section><div><div>a &lt;div&gt; in words, and &lt;/div&gt; too</div></div><p title="&lt;div&gt;">after</p></section>');
    expect(sections["3"]).toBe("<p>last</p>");
  });

  it("refuses a frame that never closes", () => {
    expect(() => staticSectionsOf('<div data-static-section="0"><div>open')).toThrow(/no end/);
  });
});
