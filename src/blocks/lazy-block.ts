import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type LazyBlock<Props> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

/**
 * A block whose code loads only when a page uses it, so the home page does not
 * pay for forms, tables and accordions it never shows. `preload` lets a page
 * fetch all of its blocks at once instead of one after another.
 */
export function lazyBlock<Props>(load: () => Promise<ComponentType<Props>>): LazyBlock<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (pending ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

export function isLazyBlock(component: unknown): component is LazyBlock<unknown> {
  return typeof component === "object" && component !== null && "preload" in component;
}
