import { describe, expect, it } from "vitest";
import { docFromMarkdown } from "../../../../../src/studio/articles/body/from-markdown.ts";
import { spliceBody } from "../../../../../src/studio/articles/body/splice.ts";
import { expectAccepted, shippedBodies } from "./helpers.ts";

describe("a body opened and saved with no edit", () => {
  for (const { path, body } of shippedBodies()) {
    it(`${path} comes back byte for byte`, () => {
      const doc = docFromMarkdown(body);
      expect(spliceBody(body, doc)).toBe(body);
      expect(doc.content.content.some((node) => node.type.name === "kept_block")).toBe(false);
      expectAccepted(body);
    });
  }
});
