import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../../../src/render/render-to-html.tsx";

describe("rendering a tree to HTML on the server", () => {
  it("waits for a block that loads on demand the first time, then renders it at once, with no error logged either time", async () => {
    const load = vi.fn(async () => ({ default: () => <p>Loaded block</p> }));
    const Block = lazy(load);
    const tree = (
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Block />
        </Suspense>
      </main>
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const first = await renderToHtml(tree, "the first page");
      expect(first.html).toContain("Loaded block");
      expect(first.html).not.toContain("Loading");
      const again = await renderToHtml(tree, "the next page");
      expect(again.html).toBe(first.html);
      expect(load).toHaveBeenCalledTimes(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
