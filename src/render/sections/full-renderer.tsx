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

const nothingToWaitFor = settled(undefined);

/** What draws a section inside its frame: BlockView, or the prerender's checked BlockView for a static one (entry-server.tsx). */
type SectionView = ComponentType<{ section: Section; index: number; route: string }>;

/**
 * Every block drawn by its component, framed as static or island by its meta; `StaticView`
 * draws a static one inside its frame.
 */
export function framedRenderer(StaticView: SectionView = BlockView): SectionRenderer {
  return {
    render(section, index, page) {
      if (blockMetas[section.type].hydration !== "static") {
        return (
          <div {...{ [islandAttribute]: index }}>
            <BlockView section={section} />
          </div>
        );
      }
      return (
        <div {...{ [staticSectionAttribute]: index }}>
          <StaticView section={section} index={index} route={page.route} />
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
}

/**
 * Every block drawn by its component: what the studio's preview and the block gallery draw
 * and keep live, and (checked, entry-server.tsx) what the prerender writes; the browser's
 * island renderer reads those frames.
 */
export const fullRenderer: SectionRenderer = framedRenderer();
