// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import BodyEditor, { positionInBlock } from "../../../../../src/studio/articles/body/BodyEditor.tsx";
import { docFromMarkdown } from "../../../../../src/studio/articles/body/from-markdown.ts";
import { entryBody } from "../../../../../src/studio/articles/body/entry-body.ts";
import type { BodyEditorProps } from "../../../../../src/studio/articles/body/props.ts";
import { render, type Rendered } from "../../../../fixtures/render.tsx";
import { changedLines } from "./helpers.ts";

const english = entryBody(readFileSync("content/news/saf-blending-mandates-by-region.md", "utf8"))!;
const arabic = entryBody(readFileSync("content/ar/news/gulf-horizon-offtake-agreement.md", "utf8"))!;

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function draw(props: Partial<BodyEditorProps> = {}) {
  const onChange = vi.fn<(body: string) => void>();
  view = render(
    <BodyEditor
      body={english}
      dir="ltr"
      lang="en"
      label="Text of the article"
      linkTargets={[{ label: "Technology › Our process", href: "/technology#process" }]}
      media={[{ src: "/media/news/plant.jpg", alt: "The plant at dusk" }]}
      onChange={onChange}
      {...props}
    />,
  );
  return { container: view.container, onChange };
}

const button = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe("the body editor", () => {
  it("is a labelled multi-line text box in the entry's direction, each paragraph taking its own", () => {
    const { container } = draw({ body: arabic, dir: "rtl", lang: "ar", label: "نص المقال" });
    const textbox = container.querySelector('[role="textbox"]')!;
    expect(textbox.getAttribute("aria-label")).toBe("نص المقال");
    expect(textbox.getAttribute("aria-multiline")).toBe("true");
    expect(textbox.getAttribute("dir")).toBe("rtl");
    expect(textbox.getAttribute("lang")).toBe("ar");
    expect([...textbox.querySelectorAll("p")].every((paragraph) => paragraph.getAttribute("dir") === "auto")).toBe(true);
    expect(textbox.querySelectorAll("table, ul, blockquote, h2").length).toBeGreaterThan(0);
  });

  it("names every toolbar button and gives the shortcuts it has", () => {
    const { container } = draw();
    const names = [...container.querySelectorAll('[aria-label="Formatting"] button')].map((each) => each.getAttribute("aria-label"));
    expect(names).toEqual(["Strong", "Emphasis", "Link", "Paragraph", "Heading level 2", "Heading level 3", "Heading level 4", "Bulleted list", "Numbered list", "Quotation", "Image", "Insert table", "Undo", "Redo"]);
    expect(button(container, "Strong")!.getAttribute("aria-keyshortcuts")).toBe("Control+B");
    expect(button(container, "Heading level 3")!.getAttribute("aria-keyshortcuts")).toBe("Control+Alt+3");
    expect(button(container, "Numbered list")!.getAttribute("aria-keyshortcuts")).toBe("Control+Shift+7");
    expect(button(container, "Undo")!.getAttribute("aria-keyshortcuts")).toBe("Control+Z");
  });

  it("hands out the spliced body when a word is typed: that line changes, nothing else", async () => {
    const { container, onChange } = draw();
    const paragraph = container.querySelector('[role="textbox"] p')!;
    const text = [...paragraph.childNodes].find((node) => node.nodeType === 3)!;
    await act(async () => {
      text.textContent = text.textContent!.replace("stopped being", "ceased to be");
    });
    await settle();
    expect(onChange).toHaveBeenCalled();
    const body = onChange.mock.calls.at(-1)![0];
    expect(changedLines(english, body)).toEqual({
      removed: ["Since 1 January 2025, sustainable aviation fuel has stopped being optional in two of the world's"],
      added: ["Since 1 January 2025, sustainable aviation fuel has ceased to be optional in two of the world's"],
    });
  });

  it("says why a heading level cannot be chosen where it would skip one", async () => {
    const { container } = draw({ body: "A first paragraph.\n" });
    const level4 = button(container, "Heading level 4")!;
    expect(level4.getAttribute("aria-disabled")).toBe("true");
    await act(async () => level4.click());
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/can't come here/);
  });

  it("will not make a heading of a paragraph holding an image, which a heading would drop", async () => {
    const { container, onChange } = draw({ body: "![The plant at dusk](/media/news/plant.jpg) at dusk\n", imageAddress: (src) => `blob:pending${src}` });
    expect(container.querySelector('[role="textbox"] img[alt="The plant at dusk"]')!.getAttribute("src")).toBe("blob:pending/media/news/plant.jpg");
    const level2 = button(container, "Heading level 2")!;
    expect(level2.getAttribute("aria-disabled")).toBe("true");
    await act(async () => level2.click());
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/A heading holds words only/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an image without alt text, in words", async () => {
    const { container, onChange } = draw({ body: "A first paragraph.\n" });
    await act(async () => button(container, "Image")!.click());
    const form = container.querySelector('form[aria-label="Image"]')!;
    const select = form.querySelector("select")!;
    await act(async () => {
      select.value = "/media/news/plant.jpg";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const alt = form.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(alt.value).toBe("The plant at dusk");
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(alt, "");
      alt.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(form.querySelector('[role="alert"]')!.textContent).toMatch(/Write what the image shows/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a link address that is not https, mailto or tel, in words", async () => {
    const { container } = draw({ body: "A first paragraph.\n" });
    await act(async () => button(container, "Link")!.click());
    const form = container.querySelector('form[aria-label="Link"]')!;
    const inputs = form.querySelectorAll<HTMLInputElement>('input[type="text"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    await act(async () => {
      setter.call(inputs[0]!, "our report");
      inputs[0]!.dispatchEvent(new Event("input", { bubbles: true }));
      setter.call(inputs[1]!, "javascript:alert(1)");
      inputs[1]!.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(form.querySelector('[role="alert"]')!.textContent).toMatch(/not an address the site links to/);
  });

  it("writes the words to link, linked to a section chosen from the site's", async () => {
    const { container, onChange } = draw({ body: "A first paragraph.\n" });
    await act(async () => button(container, "Link")!.click());
    const form = container.querySelector('form[aria-label="Link"]')!;
    const words = form.querySelector<HTMLInputElement>('input[type="text"]')!;
    const select = form.querySelector("select")!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(words, "Our process");
      words.dispatchEvent(new Event("input", { bubbles: true }));
      select.value = "/technology#process";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(onChange.mock.calls.at(-1)![0]).toBe("[Our process](/technology#process)A first paragraph.\n");
    expect(container.querySelector('form[aria-label="Link"]')).toBeNull();
  });

  it("inserts a table, and adding a row adds that row's line only", async () => {
    const { container, onChange } = draw({ body: "A first paragraph.\n\nA second one.\n" });
    await act(async () => button(container, "Insert table")!.click());
    const withTable = onChange.mock.calls.at(-1)![0];
    expect(withTable).toBe("A first paragraph.\n\n| | | |\n| --- | --- | --- |\n| | | |\n| | | |\n\nA second one.\n");
    const addRow = button(container, "Add row")!;
    expect(button(container, "Remove column")).not.toBeNull();
    await act(async () => addRow.click());
    const withRow = onChange.mock.calls.at(-1)![0];
    expect(changedLines(withTable, withRow)).toEqual({ removed: [], added: ["| | | |"] });
    const alignRight = button(container, "Align column right")!;
    await act(async () => alignRight.click());
    expect(changedLines(withRow, onChange.mock.calls.at(-1)![0])).toEqual({ removed: ["| --- | --- | --- |"], added: ["| ---: | --- | --- |"] });
    expect(button(container, "Align column right")!.getAttribute("aria-pressed")).toBe("true");
  });

  it("draws a column's alignment as an attribute its stylesheet aligns, never a style attribute the studio's policy refuses", async () => {
    const body = "| Region | Share |\n| :--- | ---: |\n| EU | 2% |\n";
    const { container, onChange } = draw({ body });
    const textbox = container.querySelector('[role="textbox"]')!;
    const alignOf = (cells: string) => [...textbox.querySelectorAll(cells)].map((cell) => cell.getAttribute("data-align"));
    expect(alignOf("tr > :first-child")).toEqual(["left", "left"]);
    expect(alignOf("tr > :last-child")).toEqual(["right", "right"]);
    expect(textbox.querySelectorAll("[style]")).toHaveLength(0);
    // The cursor in the first column; centring it rewrites the delimiter row alone, and the drawing follows.
    await act(async () => (textbox as HTMLElement).focus());
    const cell = textbox.querySelector("td")!;
    await act(async () => void document.getSelection()!.collapse(cell.firstChild!, 1));
    await act(async () => textbox.dispatchEvent(new Event("selectionchange", { bubbles: true })));
    await settle();
    await act(async () => button(container, "Align column centre")!.click());
    expect(changedLines(body, onChange.mock.calls.at(-1)![0])).toEqual({ removed: ["| :--- | ---: |"], added: ["| :---: | ---: |"] });
    expect(alignOf("tr > :first-child")).toEqual(["center", "center"]);
    expect(textbox.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("says what a paste left out", async () => {
    const { container, onChange } = draw({ body: "A first paragraph.\n" });
    const textbox = container.querySelector('[role="textbox"]')!;
    const data = new DataTransfer();
    data.setData("text/html", '<p>Pasted <strong>words</strong></p><img src="https://elsewhere.example/a.jpg" alt="x"><pre>code</pre>');
    data.setData("text/plain", "Pasted words");
    await act(async () => textbox.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })));
    expect(container.querySelector('[role="status"]')!.textContent).toBe("Pasted. Left out: 1 image from outside the media library, 1 code block (its words kept as text).");
    expect(onChange.mock.calls.at(-1)![0]).toContain("Pasted **words**");
  });
});

describe("the keyboard", () => {
  const press = (target: Element, init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    act(() => void target.dispatchEvent(event));
    return event.defaultPrevented;
  };

  it("moves between table cells with Tab, and after Escape lets Tab leave the text", () => {
    const { container } = draw({ body: "| Region | Share |\n| --- | --- |\n| EU | 2% |\n" });
    const textbox = container.querySelector('[role="textbox"]')!;
    expect(press(textbox, { key: "Tab" })).toBe(true);
    expect(press(textbox, { key: "Escape" })).toBe(false);
    expect(press(textbox, { key: "Tab" })).toBe(false);
    expect(press(textbox, { key: "a" })).toBe(false);
    expect(press(textbox, { key: "Tab" })).toBe(true);
  });

  it("makes a heading with Ctrl+Alt+2", async () => {
    const { container, onChange } = draw({ body: "Words to head.\n" });
    const textbox = container.querySelector('[role="textbox"]')!;
    expect(press(textbox, { key: "2", code: "Digit2", ctrlKey: true, altKey: true })).toBe(true);
    expect(onChange.mock.calls.at(-1)![0]).toBe("## Words to head.\n");
  });
});

describe("pasting plain text", () => {
  it("reads it as Markdown: a heading and a list arrive formatted, code arrives as words, and the editor says so", async () => {
    const { container, onChange } = draw({ body: "" });
    const textbox = container.querySelector('[role="textbox"]')!;
    const data = new DataTransfer();
    data.setData("text/plain", "## Delivery\n\n```sh\nnpm install\n```\n\n- Humber\n- [Dubai](/about#dubai)\n");
    await act(async () => textbox.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })));
    expect(onChange.mock.calls.at(-1)![0]).toBe("## Delivery\n\nnpm install\n\n- Humber\n- [Dubai](/about#dubai)\n");
    expect(container.querySelector('[role="status"]')!.textContent).toBe("Pasted. Left out: 1 part written as code or HTML (its words kept as text).");
  });
});

describe("a click in the preview", () => {
  it("finds the place an offset into a block's words points at, a table cell's too", () => {
    const doc = docFromMarkdown(english);
    // The table's words run on from cell to cell, as its rendered text does: 8 characters in is "In|strument".
    const inTable = doc.resolve(positionInBlock(doc, 3, 8)!);
    expect(inTable.node(1)).toBe(doc.child(3));
    expect([inTable.parent.textContent, inTable.parentOffset]).toEqual(["Instrument", 2]);
    const inParagraph = doc.resolve(positionInBlock(doc, 1, 4)!);
    expect([inParagraph.parent.textContent.slice(0, 4), inParagraph.parentOffset]).toEqual(["For ", 4]);
  });
});
