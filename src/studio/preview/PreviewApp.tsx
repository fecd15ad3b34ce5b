/**
 * The studio's preview frame: the site's own Header, blocks (through the real
 * registry) and Footer, drawing the page the studio sends. A click on a block
 * selects its section in the studio, and a click on one of its marked elements (a
 * heading, a card, a cell: src/lib/field-mark.ts), or Enter on it, opens its field
 * there too; links do not navigate away.
 */
import { memo, Suspense, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from "react";
import { blockMetas } from "../../blocks/metas.ts";
import type { Section } from "../../blocks/schemas.ts";
import { css } from "@emotion/react";
import { Router } from "wouter";
import { navigate } from "wouter/use-hash-location";
import { Footer } from "../../app/Footer/Footer.tsx";
import { Header } from "../../app/Header/Header.tsx";
import { IconProvider } from "../../components/Icon/IconContext.tsx";
import { BlockBoundary } from "../../render/BlockBoundary.tsx";
import { BlockView } from "../../render/sections/full-renderer.tsx";
import { SiteProvider } from "../../hooks/SiteContext.tsx";
import { PagesProvider } from "../../routing/PagesProvider.tsx";
import { useRouteLocation } from "../../routing/location.ts";
import { color } from "../../theme/tokens.ts";
import { GlobalStyles } from "../../theme/GlobalStyles.tsx";
import { useDocumentLanguage } from "../../app/useDocumentLanguage.ts";
import type { SiteLocale } from "../../content/site-locales.ts";
import type { FromPreview, PreviewHello, ToPreview } from "../preview-data.ts";
import { startFieldMarks } from "../../lib/field-mark.ts";
import { bodyPlaceOf } from "./body-block.ts";
import { FieldOutlines, fieldOf, markedElementOf, siteScopeAttribute } from "./FieldOutlines.tsx";
import { siteScope } from "../editing/field-paths.ts";

// Blocks drawn in this document carry their fields, on the dev server's drawing of it too.
startFieldMarks();

/** The section this frame selected itself, which it does not scroll to: the clicked element stays where it was. */
let selectedHere: number | undefined;

/** The field an article's text is marked with (src/blocks/Article/Article.tsx): a click in it says which block. */
const articleBodyMark = "entry.body";

/**
 * Tells the studio to open the field of the marked element `node` is in; false if it is in none.
 * In an article's text, the block and the place in it clicked go along (`point`: where, for a click).
 */
function editFieldOf(node: EventTarget | null, point?: { x: number; y: number }): boolean {
  const element = markedElementOf(node);
  const field = element && fieldOf(element);
  if (!field) return false;
  if (field.index !== siteScope) selectedHere = field.index;
  // The body is drawn as one element holding a child per block, inside the marked part of the article.
  const bodyRoot = field.field === articleBodyMark && node instanceof Node ? [...element.children].find((child) => child.contains(node) && child.tagName === "DIV") : undefined;
  const block = bodyRoot && node instanceof Node ? bodyPlaceOf(bodyRoot, node, point) : undefined;
  tell({ type: "studio:edit-field", ...field, ...(block ? { block } : {}) });
  return true;
}

/** Enter on a marked element opens its field; only on the element itself: Enter in a link or button inside a card is theirs. */
function editFieldOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Enter" || markedElementOf(event.target) !== event.target) return;
  event.preventDefault();
  editFieldOf(event.target);
}

/**
 * Around the header and the footer, whose marked texts are fields of the site settings: a click
 * or Enter on one opens its field. Anything else there (the phone menu's button) works as on the site.
 * No box of its own, so the header stays sticky to the page as it is there.
 */
function SiteScope({ children }: { children: ReactNode }) {
  return (
    <div
      {...{ [siteScopeAttribute]: "" }}
      style={{ display: "contents" }}
      onClickCapture={(event) => {
        if (editFieldOf(event.target)) event.preventDefault();
      }}
      onKeyDown={editFieldOnEnter}
    >
      {children}
    </div>
  );
}

const sectionFrame = css`
  label: studio-preview-section;
  position: relative;
  cursor: pointer;
`;

const selectedFrame = css`
  label: studio-preview-selected;
  outline: 4px solid ${color.focusRing};
  outline-offset: -4px;
`;


/** The preview loads no other page behind a link: one value for good, as a new one would redraw every link at each keystroke. */
const noPages = { sites: {}, locales: [] };

/** The language of a page sent without one: the site's default, left to right. */
const defaultLocale: SiteLocale = { code: "en", name: "English", dir: "ltr", prefix: "" };

/** One block, redrawn only when its own content changed: a keystroke redraws one section, not the page. */
const SectionView = memo(function SectionView({ section, index, selected }: { section: Section; index: number; selected: boolean }) {
  return (
    <div
      css={[sectionFrame, selected && selectedFrame]}
      data-studio-section={index}
      onClickCapture={(event) => {
        event.preventDefault();
        if (editFieldOf(event.target, { x: event.clientX, y: event.clientY })) return;
        selectedHere = index;
        tell({ type: "studio:select", index });
      }}
      onKeyDown={editFieldOnEnter}
    >
      <SectionBlock section={section} index={index} />
    </div>
  );
});

/** The block itself, apart from its frame: selecting a section outlines it without drawing the block again. */
const SectionBlock = memo(function SectionBlock({ section, index }: { section: Section; index: number }) {
  // A landing block acts on the address when drawn (its meta.ts): named, not drawn.
  if (blockMetas[section.type].landing) return <p style={{ padding: "2rem" }}>The {section.type} block acts on the address bar, so the preview does not draw it.</p>;
  return (
    <BlockBoundary label={`${section.type} (sections[${index}])`}>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: "12rem" }} />}>
        <BlockView section={section} />
      </Suspense>
    </BlockBoundary>
  );
});

/** `next`, or `previous` when it holds the same: a message arrives as new objects every time. */
function same<T>(previous: T, next: T): T {
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

/**
 * Keeps the previous object for every section whose content is unchanged, so memo can skip it,
 * and for the site, the language and the icons: each is the value of a context that blocks
 * read, and a new one would redraw every block that reads it, on every keystroke.
 */
function reuseUnchanged(previous: ToPreview | undefined, next: ToPreview): ToPreview {
  if (!previous) return next;
  const before = new Map(previous.page.sections.map((section) => [JSON.stringify(section), section]));
  const sections = next.page.sections.map((section) => before.get(JSON.stringify(section)) ?? section);
  const locale = same(previous.locale, next.locale);
  return { ...next, site: same(previous.site, next.site), ...(locale ? { locale } : {}), page: { ...next.page, sections, icons: same(previous.page.icons, next.page.icons) } };
}

function tell(message: FromPreview): void {
  window.parent.postMessage(message, window.location.origin);
}

/**
 * `initial`: the page the dev server drew into preview.html (first-paint.ts), which this
 * hydrates: the frame shows the page before any of its code has run.
 */
export function PreviewApp({ initial }: { initial?: ToPreview | undefined }) {
  const [view, setView] = useState<ToPreview | undefined>(initial);

  useEffect(() => {
    const receive = (event: MessageEvent<ToPreview | PreviewHello>) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === "studio:hello") tell({ type: "studio:ready" });
      if (event.data?.type !== "studio:render") return;
      const next = event.data;
      setView((previous) => reuseUnchanged(previous, next));
    };
    window.addEventListener("message", receive);
    // Links in the preview would leave the page being edited.
    const stopLinks = (event: MouseEvent) => {
      if ((event.target as Element).closest?.("a[href]")) event.preventDefault();
    };
    document.addEventListener("click", stopLinks, true);
    // For the studio's benchmark: from here on the frame answers clicks and messages.
    document.documentElement.setAttribute("data-preview-live", "");
    tell({ type: "studio:ready" });
    return () => {
      window.removeEventListener("message", receive);
      document.removeEventListener("click", stopLinks, true);
    };
  }, []);

  const route = view?.page.route;
  useEffect(() => {
    if (route && window.location.hash !== `#${route}`) navigate(route, { replace: true });
  }, [route]);

  const selected = view?.selected;
  useEffect(() => {
    if (selected === undefined) return;
    const chosenHere = selected === selectedHere;
    selectedHere = undefined;
    if (chosenHere) return;
    document.querySelector(`[data-studio-section="${selected}"]`)?.scrollIntoView({ block: "start" });
  }, [selected, route]);

  // The header and footer change only with the site settings: a keystroke in a section leaves them be.
  const site = view?.site;
  const header = useMemo(() => site && <Header site={site} />, [site]);
  const footer = useMemo(() => site && <Footer site={site} />, [site]);
  // An Arabic page reads right to left, as its own document on the site does.
  const locale = view?.locale ?? defaultLocale;
  useDocumentLanguage(locale);

  if (!view || !site) return null;
  const { page } = view;
  return (
    <SiteProvider site={site} locale={locale}>
      <PagesProvider bundle={noPages}>
        <Router hook={useRouteLocation} ssrPath={page.route}>
          <GlobalStyles />
          <SiteScope>{header}</SiteScope>
          <main id="main" tabIndex={-1} data-preview-route={page.route}>
            <IconProvider icons={page.icons}>
              {page.sections.map((section, index) => (
                <SectionView key={`${index}-${section.type}`} section={section} index={index} selected={selected === index} />
              ))}
            </IconProvider>
          </main>
          <SiteScope>{footer}</SiteScope>
          <FieldOutlines />
        </Router>
      </PagesProvider>
    </SiteProvider>
  );
}
