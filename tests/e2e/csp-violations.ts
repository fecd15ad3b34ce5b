/**
 * The Content Security Policy violations a page meets, in any of its frames, from the first
 * script on: a browser test that collects them and expects none fails on what the policy
 * refuses, which otherwise shows only as a console error and a missing style or script.
 */
import { expect, test, type Page } from "@playwright/test";

/** Collects CSP violations from the first script on, before the page's own scripts run; every frame's, the studio's preview included. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      const sample = event.sample ? ` "${event.sample}"` : "";
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}${sample}${where} in ${location.pathname}`);
    });
  });
  return violations;
}

/** Every test of the calling describe block fails when one of its pages breaks the policy. */
export function failOnCspViolations(): void {
  let violations: string[] = [];
  test.beforeEach(async ({ page }) => {
    violations = await watchCsp(page);
  });
  test.afterEach(() => {
    expect(violations, "Content Security Policy violations").toEqual([]);
  });
}
