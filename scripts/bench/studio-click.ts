/**
 * "Preview click to focused field", on either host: the studio open on the About page, a
 * click on each section's heading in the preview, timed from the click's own time stamp in
 * the frame until the form has painted with that section's Title field focused. Each click
 * picks another section than the one before, so the form is drawn anew every time.
 */
import type { Page } from "playwright-core";
import { fieldMarkAttribute } from "../../src/lib/field-mark.ts";

export const clickTargetMs = 100;

const frameSelector = "iframe[title='Page preview']";

async function timeOneClick(page: Page, index: number): Promise<number> {
  await page.evaluate(
    ({ index, frameSelector }) => {
      // Inline, not named helpers: the runner's transform would name them with a function the page lacks.
      const frame = document.querySelector<HTMLIFrameElement>(frameSelector)!;
      const frameWindow = frame.contentWindow as Window & typeof globalThis;
      const state = window as unknown as { clicked?: Promise<number>; focused?: Promise<number> };
      state.clicked = new Promise((done) => {
        frame.contentDocument!.addEventListener("click", (event) => done(frameWindow.performance.timeOrigin + event.timeStamp), { capture: true, once: true });
      });
      const stop = new AbortController();
      state.focused = new Promise((done) => {
        document.addEventListener(
          "focusin",
          (event) => {
            if ((event.target as Element).getAttribute("data-path") !== `sections[${index}].title`) return;
            stop.abort();
            requestAnimationFrame(() => setTimeout(() => done(performance.timeOrigin + performance.now()), 0));
          },
          { signal: stop.signal },
        );
      });
    },
    { index, frameSelector },
  );
  await page.frameLocator(frameSelector).locator(`[data-studio-section="${index}"] [${fieldMarkAttribute}="title"]`).first().click();
  return page.evaluate(async () => {
    const state = window as unknown as { clicked: Promise<number>; focused: Promise<number> };
    return (await state.focused) - (await state.clicked);
  });
}

/** From a studio showing its pages: `rounds` passes over the About page's section headings, one time a click. */
export async function timePreviewClicks(page: Page, rounds: number): Promise<number[]> {
  await page.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /^About Us/ }).click();
  const frame = page.frameLocator(frameSelector);
  await frame.locator(`main[data-preview-route='/about'] [${fieldMarkAttribute}="title"]`).first().waitFor({ timeout: 120_000 });
  const sections = await frame.locator("[data-studio-section]").evaluateAll((elements, attribute) =>
    elements.filter((element) => element.querySelector(`[${attribute}="title"]`)).map((element) => Number(element.getAttribute("data-studio-section"))),
  fieldMarkAttribute);
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) for (const index of sections) latencies.push(await timeOneClick(page, index));
  return latencies;
}
