// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { SmartLink } from "../../../src/components/SmartLink/SmartLink.tsx";
import { goTo, render, type Rendered } from "../../fixtures/render.tsx";

let view: Rendered | undefined;
beforeEach(() => goTo("#/partnerships"));
afterEach(() => view?.unmount());

function link(href: string): HTMLAnchorElement {
  view = render(
    <Router hook={useRouteLocation}>
      <SmartLink href={href}>Go</SmartLink>
    </Router>,
  );
  return view.container.querySelector("a")!;
}

describe("SmartLink", () => {
  it("writes routes as their documents' paths, relative to the site's root", () => {
    expect(link("/contact").getAttribute("href")).toBe("contact/");
    expect(link("/").getAttribute("href")).toBe("./");
  });

  it("keeps the anchor after the route", () => {
    expect(link("/partnerships#airlines").getAttribute("href")).toBe("partnerships/#airlines");
  });

  it("resolves a bare anchor against the current route", () => {
    expect(link("#airlines").getAttribute("href")).toBe("partnerships/#airlines");
  });

  it("moves the app to the hash address on a plain click, with no new document", () => {
    const anchor = link("/contact");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    anchor.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe("#/contact");
  });

  it("leaves a click with a modifier key to the browser, which opens the page's document", () => {
    const anchor = link("/contact");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    anchor.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("opens external links in a new tab without access to this page", () => {
    const anchor = link("https://www.linkedin.com/company/example");
    expect(anchor.getAttribute("target")).toBe("_blank");
    expect(anchor.getAttribute("rel")).toBe("noopener noreferrer");
    expect(anchor.textContent).toBe("Go (opens in a new tab)");
  });

  it("leaves mailto and tel links in place", () => {
    const anchor = link("mailto:info@example.com");
    expect(anchor.getAttribute("href")).toBe("mailto:info@example.com");
    expect(anchor.hasAttribute("target")).toBe(false);
  });
});
