import type { ComponentType } from "react";
import type { Section } from "../blocks/schemas.ts";
import { registry } from "../blocks/registry.ts";
import type { Page } from "../content/page.ts";
import { BlockBoundary } from "./BlockBoundary.tsx";
import { useDocumentMeta } from "./useDocumentMeta.ts";

function BlockView({ section }: { section: Section }) {
  // The registry is keyed by the union's discriminant, so this lookup is exact.
  const Block = registry[section.type] as ComponentType<{ block: Section }>;
  return <Block block={section} />;
}

/** Renders a page's sections in order, each inside its own error boundary. */
export function PageView({ page }: { page: Page }) {
  useDocumentMeta(page.title, page.description);
  return (
    <>
      {page.sections.map((section, index) => {
        const label = `${section.type} (sections[${index}])`;
        return (
          <BlockBoundary key={`${page.route}-${index}-${section.type}`} label={label}>
            <BlockView section={section} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
