import { createElement, use, useEffect, useRef, type ComponentType } from "react";
import { isIslandType, islands, type IslandType } from "../blocks/islands.ts";
import { addLaterFonts } from "../theme/later-fonts.ts";
import { enhanceStaticMedia } from "../components/Media/static-media.ts";
import type { BlockOf, Section } from "../blocks/schemas.ts";
import type { RuntimePage } from "../content/site-content.ts";
import { internalTargetOfEvent, linkHandlers } from "../lib/follow-link.ts";
import { useFullLocation } from "../routing/location.ts";
import { usePrefetch } from "../routing/PagesProvider.tsx";
import { isAdoptedPage, islandGate, islandHydrated } from "./island-gates.ts";
import { IslandBoundary } from "./IslandBoundary.tsx";
import { islandAttribute, staticSectionAttribute } from "./markers.ts";
import type { SectionRenderer } from "../render/sections/renderer.ts";
import { settled } from "../lib/settled.ts";
import { keptIslandOf, staticSectionsOf } from "./static-sections.ts";

type IslandComponent = ComponentType<{ block: Section }>;

const loaded = new Map<IslandType, IslandComponent>();
const pending = new Map<string, Promise<IslandComponent>>();

function load(type: IslandType): Promise<IslandComponent> {
  return (islands[type] as () => Promise<IslandComponent>)().then((component) => {
    loaded.set(type, component);
    return component;
  });
}

const pendingKey = (route: string, index: number) => `${route}\n${index}`;

/** The island's component: at once when its code is here and nothing holds it back, else a promise React waits on (keeping the prerendered HTML meanwhile). */
function islandComponent(type: IslandType, route: string, index: number): IslandComponent | Promise<IslandComponent> {
  const gate = islandGate(route, index);
  const ready = loaded.get(type);
  if (ready && !gate) return ready;
  const key = pendingKey(route, index);
  let component = pending.get(key);
  if (!component) {
    component = gate ? gate.then(() => load(type)) : load(type);
    pending.set(key, component);
  }
  return component;
}

function Island({ section, index, page }: { section: BlockOf<IslandType>; index: number; page: RuntimePage }) {
  const component = islandComponent(section.type, page.route, index);
  useEffect(() => islandHydrated(String(index), page.route), [index, page.route]);
  // Looked up in a registry, not made here: the same component for every render of this type.
  return createElement(component instanceof Promise ? use(component) : component, { block: section });
}

/**
 * A static section: the HTML the build made of it, never hydrated. Its links, plain `<a>`s,
 * move inside the app and prefetch through SmartLink's own handlers, set on the section
 * (follow-link.ts linkHandlers); its pictures load and fall back as MediaImage's do (static-media.ts).
 */
function StaticSection({ index, page }: { index: number; page: RuntimePage }) {
  // Settled by now: the page waited for its file before drawing (pageReady).
  const html = use(staticSectionsOf(page))[index] ?? "";
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current ? enhanceStaticMedia(frame.current) : undefined), [html]);
  const links = linkHandlers({ targetOf: internalTargetOfEvent, location: useFullLocation(), prefetch: usePrefetch() });
  return (
    <div
      ref={frame}
      {...{ [staticSectionAttribute]: index }}
      {...links}
      // The build's own rendering of this section, adopted as the browser parsed it or fetched from the build's file: no content HTML.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/**
 * An island of the adopted page kept in place (markers.ts): the page script has played its
 * video or counted its figures without React, so React keeps the HTML as it has become, as a
 * static section's. The same section drawn again with other data (a content file saved under
 * the dev server) is its component.
 */
function KeptIsland({ index, page, html }: { index: number; page: RuntimePage; html: string }) {
  useEffect(() => islandHydrated(String(index), page.route), [index, page.route]);
  return <div {...{ [islandAttribute]: index }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** Each kept island's section as first drawn, by route and index: other data means the content changed since (the dev server). */
const keptSections = new Map<string, Section>();

function keptHtml(section: Section, index: number, page: RuntimePage): string | undefined {
  const html = isAdoptedPage(page.route) ? keptIslandOf(page.route, index) : undefined;
  // A built page's data never changes while it is open: only the dev server needs the check below.
  if (html === undefined || !import.meta.env.DEV) return html;
  const key = pendingKey(page.route, index);
  const first = keptSections.get(key) ?? section;
  keptSections.set(key, first);
  return first === section ? html : undefined;
}

const hasStaticSections = (page: RuntimePage) => page.sections.some((section) => !isIslandType(section.type));
const nothingToWaitFor = settled(undefined);

/** The published site's renderer: static sections stay the prerendered HTML they are; interactive ones hydrate as islands. */
export const islandRenderer: SectionRenderer = {
  render(section, index, page) {
    if (!isIslandType(section.type)) return <StaticSection index={index} page={page} />;
    const kept = keptHtml(section, index, page);
    if (kept !== undefined) return <KeptIsland key="kept" index={index} page={page} html={kept} />;
    return (
      <div key="island" {...{ [islandAttribute]: index }}>
        {/* A failed load is kept (a new one on each render would loop while offline) until the visitor asks again. */}
        <IslandBoundary forget={() => pending.delete(pendingKey(page.route, index))} shown={() => islandHydrated(String(index), page.route)}>
          <Island section={section as BlockOf<IslandType>} index={index} page={page} />
        </IslandBoundary>
      </div>
    );
  },
  prepare(page) {
    if (hasStaticSections(page)) void staticSectionsOf(page).catch(() => undefined);
    // The adopted page's islands fetch their code as their gates open; any other page's, now.
    if (isAdoptedPage(page.route)) return;
    addLaterFonts();
    for (const section of page.sections) if (isIslandType(section.type) && !loaded.has(section.type)) void load(section.type).catch(() => undefined);
  },
  pageReady: (page) => (hasStaticSections(page) ? staticSectionsOf(page) : nothingToWaitFor),
};
