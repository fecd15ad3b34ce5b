// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { BodyView } from "../../../src/components/Body/BodyView.tsx";
import { SiteProvider } from "../../../src/hooks/SiteContext.tsx";
import { toBody } from "../../../src/markdown/to-body.ts";
import { fixtureSite, inSite, render, type Rendered } from "../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const markdown = [
  "## Terms in brief",
  "",
  "A paragraph with **strong**, *emphasis*, [a page](/contact#form) and [another site](https://www.icao.int/).",
  "",
  "| Region | 2030 |",
  "| :-- | --: |",
  "| UK | 10% |",
  "",
  "> A quotation.",
  "",
  "1. One",
  "2. Two",
].join("\n");

describe("BodyView", () => {
  it("draws the subset from its tree: headings with anchors, links through the site's rules, a table that scrolls in a named frame", () => {
    view = render(inSite(<BodyView body={toBody(markdown)} label="The entry" />));
    const { container } = view;
    expect(container.querySelector("h2")?.id).toBe("terms-in-brief");
    const internal = container.querySelector('a[href="contact/#form"]');
    expect(internal?.textContent).toBe("a page");
    expect(internal?.getAttribute("target")).toBeNull();
    const external = container.querySelector('a[href="https://www.icao.int/"]')!;
    expect([external.getAttribute("target"), external.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
    const frame = container.querySelector("[role=region]")!;
    expect([frame.getAttribute("tabindex"), frame.getAttribute("aria-label")]).toEqual(["0", "Region 2030"]);
    expect(container.querySelector("td[data-align=right]")?.textContent).toBe("10%");
    expect(container.querySelector("blockquote p")?.getAttribute("dir")).toBe("auto");
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
  });

  it("never passes markup through: raw HTML and unsafe links in a body that escaped the validator draw as text or not at all", () => {
    view = render(inSite(<BodyView body={toBody("<img src=x onerror=alert(1)> and [run](javascript:alert(1))")} label="x" />));
    expect(view.container.querySelector("img")).toBeNull();
    expect(view.container.querySelector("a")).toBeNull();
    expect(view.container.textContent).toContain("run");
  });

  it("keeps figures and Latin names left to right inside Arabic text", () => {
    const site = fixtureSite();
    const arabic = { code: "ar", name: "العربية", dir: "rtl" as const, prefix: "/ar" };
    view = render(
      <SiteProvider site={site} locale={arabic} locales={[{ code: "en", name: "English", dir: "ltr", prefix: "" }, arabic]}>
        <BodyView body={toBody("نخفض الانبعاثات بنسبة 80% وفق معيار ASTM D7566.")} label="x" />
      </SiteProvider>,
    );
    expect([...view.container.querySelectorAll("bdi[dir=ltr]")].map((run) => run.textContent)).toEqual(["80%", "ASTM D7566"]);
  });
});
