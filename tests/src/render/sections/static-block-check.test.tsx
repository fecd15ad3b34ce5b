import { createContext, useContext, useEffect, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../../../../src/render/render-to-html.tsx";
import { checkedRenderer, staticBehaviourOf } from "../../../../src/render/sections/static-block-check.tsx";
import type { StaticBlockProblem } from "../../../../src/render/sections/static-block-problem.ts";
import { failOnStaticBehaviour } from "../../../../scripts/prerender/render.ts";
import { inlineBundle } from "../../../../scripts/content/bundle.ts";
import { validateSources } from "../../../../src/validation/validate.ts";
import { siteSources } from "../../../fixtures/content.ts";
import { siteWithRenderer } from "../../../fixtures/site-with-renderer.tsx";
import type { registry as realRegistry } from "../../../../src/blocks/registry.ts";

type Registry = typeof realRegistry;

/** Home's static blocks (cards, call to action) as an engineer might change them: one answers a click, the other counts. */
const fixtures = vi.hoisted(() => ({ changed: false }));
vi.mock("../../../../src/blocks/registry.ts", async (original) => {
  const { registry } = await original<{ registry: Registry }>();
  function CardsWithClick() {
    return (
      <section data-block="cards">
        <button type="button" onClick={() => undefined}>
          More
        </button>
      </section>
    );
  }
  function CtaWithCount() {
    const [count] = useState(0);
    return <section data-block="cta">{count}</section>;
  }
  return { registry: new Proxy(registry, { get: (target, type: keyof Registry) => (fixtures.changed && type === "cards" ? CardsWithClick : fixtures.changed && type === "cta" ? CtaWithCount : target[type]) }) };
});

const content = inlineBundle(validateSources(siteSources()).content!);

async function prerenderHome(): Promise<StaticBlockProblem[]> {
  const problems: StaticBlockProblem[] = [];
  await renderToHtml(siteWithRenderer(checkedRenderer((problem) => problems.push(problem)), content), "/");
  return problems;
}

describe("a static block that would act in the browser fails the build", () => {
  it("passes home's static blocks as they are: their links and pictures act through the section, not their code", async () => {
    fixtures.changed = false;
    expect(await prerenderHome()).toEqual([]);
  });

  it("refuses a static block with a click handler and one with state, each by its name and page", async () => {
    fixtures.changed = true;
    const problems = await prerenderHome();
    expect(problems.map(({ type, route, behaviour }) => ({ type, route, behaviour }))).toEqual(
      expect.arrayContaining([
        { type: "cards", route: "/", behaviour: ["renders an event handler (onClick on <button>)"] },
        { type: "cta", route: "/", behaviour: ["keeps state (useState in CtaWithCount)"] },
      ]),
    );
    expect(() => failOnStaticBehaviour([{ staticBlockProblems: problems }])).toThrow(/The static block "cards" \(section \d of the page at \/\) renders an event handler \(onClick on <button>\)[^\n]*\nThe static block "cta" \(section \d of the page at \/\) keeps state \(useState in CtaWithCount\)/);
  });

  it("reads context as the render it runs in has it, and finds an effect or handler however deep", () => {
    const Words = createContext("none");
    function Inner() {
      useEffect(() => undefined, []);
      return <span onPointerOver={() => undefined}>{useContext(Words)}</span>;
    }
    let seen: string[] = [];
    function Check() {
      seen = staticBehaviourOf(
        <div>
          <Inner />
        </div>,
      );
      return null;
    }
    renderToString(
      <Words value="site words">
        <Check />
      </Words>,
    );
    expect(seen).toEqual(["runs an effect (useEffect in Inner)", "renders an event handler (onPointerOver on <span>)"]);
  });
});
