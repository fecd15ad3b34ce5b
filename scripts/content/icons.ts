import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "../../src/content/icon-names.ts";
import { pageSchema, type Page } from "../../src/content/page.ts";
import { iconName as iconNameSchema } from "../../src/content/primitives.ts";
import type { IconShape } from "../../src/content/site-content.ts";
import { icons } from "./icon-drawings.ts";
import { findBySchema } from "../../src/validation/schema-walk.ts";

const cache = new Map<string, IconShape[]>();

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The shapes a drawing component renders inside its <svg>, read from its markup through
 * the icon package's public component API, so no internal file layout is relied on.
 */
export function shapesOf(drawing: ComponentType): IconShape[] {
  const markup = renderToStaticMarkup(createElement(drawing));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  const shapes: IconShape[] = [];
  for (const match of inner.matchAll(/<([a-z]+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const [, key, value] of match[2]!.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[camelCase(key!)] = value!;
    shapes.push([match[1]!, attributes]);
  }
  return shapes;
}

/** The shapes of an icon content may name. */
export function iconShapes(name: IconName): IconShape[] {
  const cached = cache.get(name);
  if (cached) return cached;
  const shapes = shapesOf(icons[name]);
  cache.set(name, shapes);
  return shapes;
}

/** The drawings of every icon a page names. */
export function pageIcons(page: Page): Record<string, IconShape[]> {
  const used: Record<string, IconShape[]> = {};
  findBySchema(pageSchema, page, iconNameSchema, (value) => {
    if (typeof value === "string") used[value] = iconShapes(value as IconName);
  });
  return used;
}
