// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaCatalogue } from "../../../../src/studio/media/media-catalogue.ts";
import MediaLibrary, { type MediaLibraryProps } from "../../../../src/studio/media/MediaLibrary.tsx";
import { render, type Rendered } from "../../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const content = [
  { image: { src: "/media/news/dubai-plant.jpg", alt: "The refinery at dusk, its towers lit" } },
  { sections: [{ items: [{ image: { src: "/media/news/certification.jpg", alt: "An inspector signing a fuel certificate" } }] }] },
];
const entries = mediaCatalogue(["/media/news/certification.jpg", "/media/news/dubai-plant.jpg", "/media/news/dubai-airshow.jpg", "/media/intro.mp4"], content);

function open(props: Partial<MediaLibraryProps> = {}) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  view = render(<MediaLibrary title="Choose the picture" kind="picture" entries={entries} thumbnailUrl={(address) => address} describe={{ decorative: true }} onChoose={onChoose} onClose={onClose} {...props} />);
  const dialog = view.container.querySelector("dialog")!;
  return { dialog, onChoose, onClose };
}

const names = (dialog: Element) => [...dialog.querySelectorAll("[role=option]")].map((option) => option.getAttribute("data-address"));

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function press(target: Element, key: string) {
  act(() => void target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));
}

function click(target: Element) {
  act(() => void (target as HTMLElement).click());
}

/** A PNG's signature and header: enough bytes to say its size. */
function pngOf(width: number, height: number, bytes = 2048): File {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(data.buffer).setUint32(16, width);
  new DataView(data.buffer).setUint32(20, height);
  return new File([data], "Hangar at Dawn.png", { type: "image/png" });
}

describe("the media library", () => {
  it("is a labelled dialog offering the pictures only, each with its thumbnail and what content says of it", () => {
    const { dialog } = open();
    expect(dialog.getAttribute("aria-labelledby")).toBe(dialog.querySelector("h2")!.id);
    expect(dialog.querySelector("h2")!.textContent).toBe("Choose the picture");
    expect(names(dialog)).toEqual(["/media/news/certification.jpg", "/media/news/dubai-plant.jpg", "/media/news/dubai-airshow.jpg"]);
    expect(dialog.querySelectorAll("[role=option] img")).toHaveLength(3);
    expect(dialog.querySelector("[role=listbox]")!.getAttribute("aria-label")).toMatch(/media library/);
    expect(dialog.querySelector('[data-address="/media/news/dubai-plant.jpg"]')!.textContent).toContain("The refinery at dusk");
    expect(document.activeElement).toBe(dialog.querySelector("input[type=search]"));
  });

  it("finds files by file name and by description", () => {
    const { dialog } = open();
    const search = dialog.querySelector<HTMLInputElement>("input[type=search]")!;
    type(search, "airshow");
    expect(names(dialog)).toEqual(["/media/news/dubai-airshow.jpg"]);
    type(search, "inspector certificate");
    expect(names(dialog)).toEqual(["/media/news/certification.jpg"]);
    type(search, "towers");
    expect(names(dialog)).toEqual(["/media/news/dubai-plant.jpg"]);
    expect(dialog.querySelector("[role=status]")!.textContent).toBe("1 file");
    type(search, "nothing like this");
    expect(names(dialog)).toEqual([]);
    expect(dialog.textContent).toContain("No file matches");
  });

  it("moves through the files with the arrow keys, one tab stop, the focused file chosen", () => {
    const { dialog } = open();
    const options = () => [...dialog.querySelectorAll<HTMLElement>("[role=option]")];
    expect(options().map((option) => option.tabIndex)).toEqual([0, -1, -1]);
    act(() => options()[0]!.focus());
    press(options()[0]!, "ArrowRight");
    expect(document.activeElement).toBe(options()[1]);
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    press(options()[1]!, "End");
    expect(options()[2]!.getAttribute("aria-selected")).toBe("true");
    expect(options().map((option) => option.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("asks for the description in words and refuses the picture without one, unless it is decoration", () => {
    const { dialog, onChoose } = open();
    click(dialog.querySelector('[data-address="/media/news/dubai-airshow.jpg"]')!);
    expect(dialog.querySelector("label[for$=alt]")!.textContent).toBe("Describe the picture for someone who cannot see it");
    const submit = dialog.querySelector<HTMLButtonElement>("button[type=submit]")!;
    click(submit);
    expect(onChoose).not.toHaveBeenCalled();
    expect(dialog.querySelector("[role=alert]")!.textContent).toMatch(/^Describe the picture/);
    expect(dialog.querySelector("textarea")!.getAttribute("aria-invalid")).toBe("true");

    click(dialog.querySelector<HTMLInputElement>("input[type=checkbox]")!);
    click(submit);
    expect(onChoose).toHaveBeenLastCalledWith({ src: "/media/news/dubai-airshow.jpg", decorative: true });

    click(dialog.querySelector<HTMLInputElement>("input[type=checkbox]")!);
    type(dialog.querySelector("textarea")!, "  Visitors around a fuel display at the Dubai Airshow ");
    click(submit);
    expect(onChoose).toHaveBeenLastCalledWith({ src: "/media/news/dubai-airshow.jpg", alt: "Visitors around a fuel display at the Dubai Airshow" });
  });

  it("offers what content already says of a picture, and no decoration where the description is required", () => {
    const { dialog, onChoose } = open({ describe: { decorative: false } });
    expect(dialog.querySelector("input[type=checkbox]")).toBeNull();
    click(dialog.querySelector('[data-address="/media/news/dubai-plant.jpg"]')!);
    expect(dialog.querySelector("textarea")!.value).toBe("The refinery at dusk, its towers lit");
    click(dialog.querySelector("button[type=submit]")!);
    expect(onChoose).toHaveBeenCalledWith({ src: "/media/news/dubai-plant.jpg", alt: "The refinery at dusk, its towers lit" });
  });

  it("shows an added file's size and pixels before it is taken in, then chooses it", async () => {
    const onUpload = vi.fn(async () => "/media/hangar-at-dawn.png");
    const { dialog, onChoose } = open({ onUpload });
    const input = dialog.querySelector<HTMLInputElement>("input[type=file]")!;
    Object.defineProperty(input, "files", { value: [pngOf(1600, 900, 300 * 1024)], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(dialog.querySelector("[data-testid=staged-facts]")!.textContent).toBe("300 KB, 1600 × 900 pixels");
    expect(onUpload).not.toHaveBeenCalled();
    const add = [...dialog.querySelectorAll("button")].find((button) => button.textContent === "Add to the library")!;
    await act(async () => void add.click());
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(dialog.querySelector('[data-address="/media/hangar-at-dawn.png"]')!.getAttribute("aria-selected")).toBe("true");
    type(dialog.querySelector("textarea")!, "A hangar at dawn");
    click(dialog.querySelector("button[type=submit]")!);
    expect(onChoose).toHaveBeenCalledWith({ src: "/media/hangar-at-dawn.png", alt: "A hangar at dawn" });
  });

  it("closes on Escape and keeps Tab inside", () => {
    const { dialog, onClose } = open();
    const stops = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]')];
    act(() => stops[stops.length - 1]!.focus());
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    act(() => void stops[stops.length - 1]!.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(stops[0]);
    press(dialog, "Escape");
    expect(onClose).toHaveBeenCalled();
  });
});
