// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { Cards } from "../../../src/blocks/Cards/Cards.tsx";
import { Cta } from "../../../src/blocks/Cta/Cta.tsx";
import { Faq } from "../../../src/blocks/Faq/Faq.tsx";
import { Hero } from "../../../src/blocks/Hero/Hero.tsx";
import { sectionSchema, type Section } from "../../../src/blocks/schemas.ts";
import { Stats } from "../../../src/blocks/Stats/Stats.tsx";
import { Table } from "../../../src/blocks/Table/Table.tsx";
import { Testimonials } from "../../../src/blocks/Testimonials/Testimonials.tsx";
import { Text } from "../../../src/blocks/Text/Text.tsx";
import { Footer } from "../../../src/app/Footer/Footer.tsx";
import { Header } from "../../../src/app/Header/Header.tsx";
import { siteSchema } from "../../../src/content/site.ts";
import { IconProvider } from "../../../src/components/Icon/IconContext.tsx";
import { fieldMark, fieldMarkAttribute, startFieldMarks } from "../../../src/lib/field-mark.ts";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { formatPath, pathOfMark, siteScope } from "../../../src/studio/editing/field-paths.ts";
import { focusField } from "../../../src/studio/focus-field.ts";
import { FormContext, type FormContextValue } from "../../../src/studio/form/context.tsx";
import { FormPanel } from "../../../src/studio/form/FormPanel.tsx";
import { iconShapes } from "../../../scripts/content/icons.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";

let views: Rendered[] = [];
afterEach(() => {
  for (const view of views) view.unmount();
  views = [];
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block takes its own member of the union
const blocks: Record<string, (props: { block: any }) => ReactNode> = { cards: Cards, cta: Cta, faq: Faq, hero: Hero, stats: Stats, table: Table, testimonials: Testimonials, text: Text };

/** Each block drawn from its example, as the preview draws it, beside the studio's form for the same section. */
function drawBoth(type: string) {
  const raw = parse(readFileSync(`src/blocks/${type[0]!.toUpperCase()}${type.slice(1)}/example.yaml`, "utf8")) as Section;
  const block = sectionSchema.parse(raw);
  const Block = blocks[type]!;
  const preview = render(
    inSite(
      <Router hook={useRouteLocation}>
        <IconProvider icons={{ leaf: iconShapes("leaf") }}>
          <div data-studio-section="0">
            <Block block={block} />
          </div>
        </IconProvider>
      </Router>,
    ),
  );
  const form: FormContextValue = { problems: new Map(), linkTargets: [], media: [], icons: {}, set: vi.fn(), remove: vi.fn(), insert: vi.fn(), move: vi.fn() };
  const editor = render(
    <FormContext.Provider value={form}>
      <FormPanel kind="page" data={{ sections: [raw] }} section={{ index: 0, value: raw }} onPageSettings={vi.fn()} />
    </FormContext.Provider>,
  );
  views.push(preview, editor);
  return { preview: preview.container, editor: editor.container };
}

describe("click to edit: every element a block marks has its field in the form", () => {
  it("marks nothing until the preview turns marking on", () => {
    expect(fieldMark("title")).toBeUndefined();
    const { preview } = drawBoth("hero");
    expect(preview.querySelector(`[${fieldMarkAttribute}]`)).toBeNull();
    startFieldMarks();
    expect(fieldMark("items", 2, "title")).toEqual({ [fieldMarkAttribute]: "items.2.title", tabIndex: 0, "aria-describedby": "studio-field-hint" });
  });

  it.each(Object.keys(blocks))("%s: each mark finds the control of its path, holding the text the element shows", async (type) => {
    startFieldMarks();
    const { preview, editor } = drawBoth(type);
    const marked = [...preview.querySelectorAll<HTMLElement>(`[${fieldMarkAttribute}]`)];
    expect(marked.length).toBeGreaterThan(1);
    for (const element of marked) {
      const mark = element.getAttribute(fieldMarkAttribute)!;
      const path = pathOfMark(0, mark);
      const control = (await focusField(path, { root: editor, timeout: 200 })) as HTMLInputElement | undefined;
      expect(control, mark).toBeDefined();
      expect(document.activeElement).toBe(control);
      const controlPath = control!.getAttribute("data-path")!;
      // A mark of a whole item (a card, a question) opens the item's first field.
      expect(controlPath === formatPath(path) || controlPath.startsWith(`${formatPath(path)}.`), `${mark} → ${controlPath}`).toBe(true);
      if (controlPath === formatPath(path) && control!.type !== "number") expect(element.textContent, mark).toContain(control!.value.trim());
    }
  });

  it("the header and footer: each mark finds its field in the site settings, holding the text the element shows", async () => {
    startFieldMarks();
    const raw = parse(readFileSync("content/site.yaml", "utf8")) as unknown;
    const site = siteSchema.parse(raw);
    const preview = render(
      inSite(
        <Router hook={useRouteLocation}>
          <Header site={site} />
          <Footer site={site} />
        </Router>,
      ),
    );
    const form: FormContextValue = { problems: new Map(), linkTargets: [], media: [], icons: {}, set: vi.fn(), remove: vi.fn(), insert: vi.fn(), move: vi.fn() };
    const editor = render(
      <FormContext.Provider value={form}>
        <FormPanel kind="site" data={raw} onPageSettings={vi.fn()} />
      </FormContext.Provider>,
    );
    views.push(preview, editor);
    const marks = new Set([...preview.container.querySelectorAll<HTMLElement>(`[${fieldMarkAttribute}]`)].map((element) => element.getAttribute(fieldMarkAttribute)!));
    // Every text of the header and footer an editor writes: the brand, the links and the button, the footer's headings, contact and copyright.
    expect([...marks].sort()).toEqual(
      expect.arrayContaining(["brand.blurb", "brand.name", "contact.email", "contact.headquarters", "footer.contactTitle", "footer.copyright", "footer.legalTitle", "footer.quickLinks.0.label", "footer.quickLinksTitle", "navigation.action.label", "navigation.links.0.label"]),
    );
    for (const element of preview.container.querySelectorAll<HTMLElement>(`[${fieldMarkAttribute}]`)) {
      const mark = element.getAttribute(fieldMarkAttribute)!;
      const path = pathOfMark(siteScope, mark);
      const control = (await focusField(path, { root: editor.container, timeout: 200 })) as HTMLInputElement | undefined;
      expect(control?.getAttribute("data-path"), mark).toBe(formatPath(path));
      // The copyright's {year} is filled in on the page.
      const written = control!.value.replace("{year}", String(new Date().getFullYear())).trim();
      expect(element.textContent, mark).toContain(written);
    }
  });

  it("reaches a table cell through its row's own list", async () => {
    startFieldMarks();
    const { preview, editor } = drawBoth("table");
    const cell = preview.querySelector<HTMLElement>("tbody tr:nth-child(2) td:nth-child(3)")!;
    expect(cell.getAttribute(fieldMarkAttribute)).toBe("rows.1.2");
    const control = (await focusField(pathOfMark(0, "rows.1.2"), { root: editor, timeout: 200 })) as HTMLInputElement;
    expect(control.getAttribute("data-path")).toBe("sections[0].rows[1][2]");
    expect(control.value).toBe(cell.textContent);
  });

  it("waits for a form not drawn yet, and gives up on a field it never shows", async () => {
    startFieldMarks();
    const root = document.createElement("div");
    document.body.append(root);
    const waiting = focusField(["sections", 2, "title"], { root, timeout: 1000 });
    const input = document.createElement("input");
    input.setAttribute("data-path", "sections[2].title");
    root.append(input);
    expect(await waiting).toBe(input);
    expect(await focusField(["sections", 5, "title"], { root, timeout: 50 })).toBeUndefined();
    root.remove();
  });
});
