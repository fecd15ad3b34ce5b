import type { ComponentType } from "react";
import { isLazyBlock } from "../../blocks/lazy-block.ts";
import { blockMetas } from "../../blocks/metas.ts";
import { registry } from "../../blocks/registry.ts";
import type { Section } from "../../blocks/schemas.ts";
import { islandAttribute, staticSectionAttribute } from "../../islands/markers.ts";
import type { SectionRenderer } from "./renderer.ts";
import { settled } from "../../lib/settled.ts";

export function BlockView({ section }: { section: Section }) {
  // The registry is keyed by the union's discriminant, so this lookup is exact.
  const Block = registry[section.type] as ComponentType<{ block: Section }>;
  return <Block block={section} />;
}

/**
 * Every block drawn by its component, framed as static or island by its meta: what the
 * prerender writes (the browser's island renderer reads those frames), and what the dev
 * server and the studio's preview draw and keep live.
 */
const nothingToWaitFor = settled(undefined);

export const fullRenderer: SectionRenderer = {
  render(section, index) {
    const frame = { [blockMetas[section.type].hydration === "static" ? staticSectionAttribute : islandAttribute]: index };
    return (
      <div {...frame}>
        <BlockView section={section} />
      </div>
    );
  },
  prepare(page) {
    for (const section of page.sections) {
      const Block = registry[section.type];
      if (isLazyBlock(Block)) void Block.preload();
    }
  },
  pageReady: () => nothingToWaitFor,
};
