/**
 * Geometry checks that run inside the page: what a visitor sees, measured from layout,
 * not from attributes. Each function is self-contained (Playwright serialises it into
 * the page), so shared helpers are repeated inside the functions that need them.
 */

/** A visible interactive element that is off screen or under something else. */
export interface PlacementProblem {
  element: string;
  problem: string;
}

/**
 * Scrolls through the page a screen at a time and, for every visible link, button and
 * form control that lies wholly between the fixed header and the bottom of the screen,
 * checks that it is inside the screen's width and that the point at its centre belongs
 * to it (nothing covers it). Controls of the header itself are checked at the top.
 * Returns the problems and how many controls were checked.
 */
export async function findPlacementProblems(): Promise<{ problems: PlacementProblem[]; checked: number; total: number }> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const describe = (element: Element) => {
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${text}"`;
  };
  const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")].filter(
    (element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !element.closest("noscript") &&
      // The skip link waits above the screen until it has focus; the focus test checks it then.
      !(element.getAttribute("href") ?? "").endsWith("main") &&
      element.getAttribute("type") !== "hidden" &&
      !element.closest('[aria-hidden="true"]'),
  );
  const header = document.querySelector("header");
  const problems: PlacementProblem[] = [];
  const checked = new Set<HTMLElement>();
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const scrollHeight = document.documentElement.scrollHeight;
  /** Checks one control where it is now: on screen whole, within the width, uncovered at its centre. */
  const check = (element: HTMLElement) => {
    if (checked.has(element)) return;
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    const inHeader = Boolean(header?.contains(element));
    const floor = inHeader ? 0 : headerBottom;
    if (rect.top < floor || rect.bottom > viewportHeight) return;
    checked.add(element);
    if (rect.left < -0.5 || rect.right > viewportWidth + 0.5) {
      problems.push({ element: describe(element), problem: `spans x ${Math.round(rect.left)}..${Math.round(rect.right)} on a ${viewportWidth} px screen` });
      return;
    }
    // A link that wraps inside a paragraph has a box per line: its first line's centre is on the link.
    const lines = element.getClientRects();
    const aim = lines.length > 1 ? lines[0]! : rect;
    const x = aim.left + aim.width / 2;
    const y = aim.top + aim.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === element || element.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === element))) {
      problems.push({ element: describe(element), problem: `its centre (${Math.round(x)}, ${Math.round(y)}) shows ${hit ? describe(hit) : "nothing"}` });
    }
  };
  for (let top = 0; ; top += Math.max(200, viewportHeight - 160)) {
    window.scrollTo(0, top);
    await frame();
    controls.forEach(check);
    if (top + viewportHeight >= scrollHeight) break;
  }
  // A control taller than the step can fall between two stops: bring each one left to the middle of the screen.
  for (const element of controls.filter((candidate) => !checked.has(candidate))) {
    element.scrollIntoView({ block: "center" });
    await frame();
    check(element);
  }
  window.scrollTo(0, 0);
  return { problems, checked: checked.size, total: controls.length };
}

/** The boxes of the header's visible items, for an overlap check. */
export function headerItemBoxes(): { name: string; left: number; right: number; top: number; bottom: number }[] {
  const header = document.querySelector("header")!;
  const items = [...header.querySelectorAll<HTMLElement>('[data-header-part="logo"], [data-header-part="nav"] a, [data-header-part="toggle"]')];
  return items
    .filter((element) => element.checkVisibility({ visibilityProperty: true }))
    .map((element) => {
      const rect = element.getBoundingClientRect();
      return { name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(), left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    });
}

/**
 * Scrolls through the page until every reveal-on-scroll section has played and every block
 * that loads near the screen has loaded, then back to the top. It waits for those
 * conditions, not for a time: a reveal answers an IntersectionObserver, which reports
 * after a frame's layout, and a lazy block may still be fetching its code.
 */
export async function revealAll(): Promise<void> {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const hidden = () => [...document.querySelectorAll('[data-revealed="false"], [data-block-loading]')];
  for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
    window.scrollTo(0, y);
    await frames();
  }
  const deadline = performance.now() + 20_000;
  for (let left = hidden(); left.length > 0; left = hidden()) {
    if (performance.now() > deadline) throw new Error(`${left.length} sections still hidden after scrolling to each: ${left[0]!.outerHTML.slice(0, 120)}`);
    left[0]!.scrollIntoView({ block: "center" });
    await frames();
  }
  // Transitions (the reveals', then the header's on the way back up) run to their end, so what
  // is checked next is what a visitor sees at rest.
  const settled = async () => {
    await frames();
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  };
  await settled();
  window.scrollTo(0, 0);
  await settled();
}
