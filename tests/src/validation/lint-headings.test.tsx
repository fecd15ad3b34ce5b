import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { blockMetas } from "../../../src/blocks/metas.ts";
import { sectionSchema, type Section } from "../../../src/blocks/schemas.ts";
import { IconProvider } from "../../../src/components/Icon/IconContext.tsx";
import { pageIcons } from "../../../scripts/content/icons.ts";
import { sectionOutline } from "../../../src/validation/lint/headings.ts";
import { readBlockExamples } from "../../../scripts/schema/block-examples.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { SiteProvider } from "../../../src/hooks/SiteContext.tsx";
import type { Page } from "../../../src/content/page.ts";

const site = validateContentFolder(process.cwd()).content!.site;

/** The heading levels a component really renders, in document order. */
async function renderedLevels(section: Section): Promise<number[]> {
  const file = blockMetas[section.type].component;
  const exported = Object.values((await import(/* @vite-ignore */ `../../../src/blocks/${file}`)) as Record<string, unknown>);
  const components = exported.filter((value): value is ComponentType<{ block: Section }> => typeof value === "function");
  if (components.length !== 1) throw new Error(`${file} should export one component, not ${components.length}`);
  const Block = components[0]!;
  const page = { route: "/x", title: "x", description: "x", sections: [section] } as Page;
  const html = renderToStaticMarkup(
    <Router ssrPath="/">
      <SiteProvider site={site}>
        <IconProvider icons={pageIcons(page)}>
          <Block block={section} />
        </IconProvider>
      </SiteProvider>
    </Router>,
  );
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

describe("the lint's heading model", () => {
  // The outline rules are only as good as this model: it must match what each block renders.
  for (const example of readBlockExamples()) {
    it(`matches what the ${example.type} block renders`, async () => {
      const section = sectionSchema.parse(example.data);
      const modelled = sectionOutline(section, 0).map((heading) => heading.level);
      expect(modelled.length).toBeGreaterThan(0);
      expect(await renderedLevels(section)).toEqual(modelled);
    });
  }

  it("matches a cards block without a title: items only", async () => {
    const section = sectionSchema.parse({ type: "cards", items: [{ title: "One" }, { title: "Two" }] });
    expect(sectionOutline(section, 0).map((heading) => heading.level)).toEqual([3, 3]);
    expect(await renderedLevels(section)).toEqual([3, 3]);
  });
});
