// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Search } from "../../../src/blocks/Search/Search.tsx";
import { searchSchema } from "../../../src/blocks/Search/schema.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";

const example = parse(readFileSync("src/blocks/Search/example.yaml", "utf8")) as unknown;

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe("search schema", () => {
  it("parses the example", () => {
    expect(searchSchema.parse(example).browse).toHaveLength(2);
  });

  it("refuses a missing title, no place to browse, and unknown keys", () => {
    const valid = searchSchema.parse(example);
    expect(searchSchema.safeParse({ ...valid, title: undefined }).error!.issues[0]!.path).toEqual(["title"]);
    expect(searchSchema.safeParse({ ...valid, browse: [] }).error!.issues[0]).toMatchObject({ code: "too_small", path: ["browse"] });
    expect(searchSchema.safeParse({ ...valid, results: 10 }).error!.issues[0]).toMatchObject({ code: "unrecognized_keys" });
  });
});

describe("Search", () => {
  it("is, before it is used, a form asking its own document for ?q=, with the main heading, and loads nothing of search", () => {
    view = render(inSite(<Search block={searchSchema.parse(example)} />));
    const form = view.container.querySelector('form[role="search"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelector('input[name="q"]')!.id).toBe(form.querySelector("label")!.getAttribute("for"));
    expect(view.container.querySelector("h1")!.textContent).toBe("Search");
    expect(view.container.querySelector("[data-search-panel]")).toBeNull();
  });
});
