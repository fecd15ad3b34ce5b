// @vitest-environment happy-dom
import { act } from "react";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentSources } from "../../../scripts/content/sources.ts";
import { ContentNav, type TranslationProgress } from "../../../src/studio/ContentNav.tsx";
import type { FileState } from "../../../src/studio/store.ts";
import { translationProgress } from "../../../src/studio/translation/translation-progress.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";
import { editorFacingLeaks } from "./editor-words.ts";

/** The shipped content as the studio holds it once loaded. */
function shippedFiles(change: (path: string, data: unknown) => unknown = (_, data) => data): FileState[] {
  return readContentSources(".")
    // Entries are their collection's list's (articles/EntryList.tsx, tested on its own), and declarations are no page: this list shows pages and site settings.
    .filter((source) => source.kind !== "entry" && source.kind !== "collection")
    .map((source) => ({
    file: { path: source.path, kind: source.kind === "site" ? "site" : "page", text: source.text, version: "v1", data: change(source.path, parse(source.text)), sectionLines: [] },
    changes: [],
  }));
}

function progressOf(files: readonly FileState[]): Map<string, TranslationProgress> {
  return translationProgress(files.map((file) => ({ path: file.file.path, kind: file.file.kind, data: file.file.data })));
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function draw(files: FileState[], onSelect = vi.fn(), progress = progressOf(files)) {
  view = render(<ContentNav files={files} brand="Verdavia" selectedPath={undefined} onSelect={onSelect} progress={progress} />);
  return view.container;
}

/** The page names of the list a heading labels, without their routes and languages. */
function names(container: HTMLElement, headingId: string): string[] {
  const list = container.querySelector(`ul[aria-labelledby="${headingId}"]`)!;
  return [...list.querySelectorAll(":scope > li > button")].map((button) => button.firstChild!.textContent!);
}

describe("ContentNav", () => {
  it("lists pages by title: Home, then the header's order; not-found and sign-in apart as system pages", () => {
    const container = draw(shippedFiles());
    expect(names(container, "pages-heading")).toEqual(["Home", "About Us", "Our Commitment", "SAF Technology", "Partnerships & Innovation", "Contact", "Cookie Policy", "ESG Statement", "Privacy Policy", "Search"]);
    expect(names(container, "system-pages-heading")).toEqual(["Page Not Found", "Signing In"]);
    expect(container.querySelector("#system-pages-heading")?.textContent).toBe("System pages");
    expect(names(container, "site-heading")).toEqual(["Site settings"]);
  });

  it("follows the header when its links are reordered", () => {
    const files = shippedFiles((path, data) => {
      if (path !== "content/site.yaml") return data;
      const site = data as { navigation: { links: unknown[] } };
      return { ...site, navigation: { ...site.navigation, links: [...site.navigation.links].reverse() } };
    });
    expect(names(draw(files), "pages-heading")).toEqual(["Home", "Contact", "Partnerships & Innovation", "SAF Technology", "Our Commitment", "About Us", "Cookie Policy", "ESG Statement", "Privacy Policy", "Search"]);
  });

  it("shows each translation under its page, never as a page of its own, with how far it is", () => {
    const files = shippedFiles((path, data) => {
      // The English hero of About Us changed since it was translated: its Arabic falls one section behind.
      if (path !== "content/pages/about.yaml") return data;
      const page = data as { sections: { title?: string }[] };
      return { ...page, sections: page.sections.map((section, index) => (index === 0 ? { ...section, title: "About Verdavia, Again" } : section)) };
    });
    // Contact has no Arabic yet.
    const withoutContact = files.filter((file) => file.file.path !== "content/ar/pages/contact.yaml");
    const onSelect = vi.fn();
    const container = draw(withoutContact, onSelect, progressOf(withoutContact));
    expect(container.querySelectorAll("nav > ul > li")).toHaveLength(12 + 1);
    const languagesOf = (page: string) => {
      const item = [...container.querySelectorAll("nav > ul > li")].find((li) => li.querySelector("button")?.firstChild?.textContent === page)!;
      return [...item.querySelectorAll("ul li")].map((li) => li.textContent);
    };
    expect(languagesOf("About Us")).toEqual(["العربية — 1 section behind"]);
    expect(languagesOf("Our Commitment")).toEqual(["العربية — translated"]);
    expect(languagesOf("Contact")).toEqual(["العربية — not yet translated"]);
    expect(languagesOf("Site settings")).toEqual(["العربية"]);

    const arabicAbout = [...container.querySelectorAll("button")].find((button) => button.textContent === "العربية — 1 section behind")!;
    act(() => arabicAbout.click());
    expect(onSelect).toHaveBeenCalledWith("content/ar/pages/about.yaml");
  });

  it("shows no file path, storage key or version to the editor", () => {
    const container = draw(shippedFiles());
    expect(editorFacingLeaks(container)).toEqual([]);
  });
});
