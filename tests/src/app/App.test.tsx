// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../../src/app/App.tsx";
import { edit, validHome } from "../../fixtures/content.ts";
import { fixtureContent, goTo, render, type Rendered } from "../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe("App", () => {
  it("renders the home page's blocks from content, inside the landmarks", async () => {
    await goTo("#/");
    view = render(<App content={fixtureContent()} />);
    const { container } = view;
    expect(container.querySelector("header")).not.toBeNull();
    expect(container.querySelector("main#main")).not.toBeNull();
    expect(container.querySelector("footer")).not.toBeNull();
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(container.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    expect([...container.querySelectorAll("main [data-block]")].map((element) => element.getAttribute("data-block"))).toEqual(["hero", "cards", "cta"]);
  });

  it("gives every element id once, the logo's gradient in the header and the footer included", async () => {
    await goTo("#/");
    view = render(<App content={fixtureContent()} />);
    const gradients = [...view.container.querySelectorAll("linearGradient")].map((gradient) => gradient.id);
    expect(gradients.length).toBeGreaterThanOrEqual(2);
    const ids = [...view.container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of gradients) expect(view.container.querySelector(`[fill="url(#${id})"]`)).not.toBeNull();
  });

  it("sets the document title and description from the page file", async () => {
    await goTo("#/about");
    view = render(<App content={fixtureContent()} />);
    expect(document.title).toBe("About");
    expect(document.querySelector('meta[name="description"]')!.getAttribute("content")).toBe("About us.");
  });

  it("shows the not-found page for an unknown route", async () => {
    await goTo("#/no-such-page");
    view = render(<App content={fixtureContent()} />);
    expect(view.container.querySelector("h1")!.textContent).toBe("Page Not Found");
    expect(document.title).toBe("Not found");
  });

  for (const address of ["#/about?section=mission", "#/about#mission"]) {
    it(`matches the route of a location that carries a section (${address})`, async () => {
      await goTo(address);
      view = render(<App content={fixtureContent()} />);
      expect(view.container.querySelector("h1")!.textContent).toBe("About");
      expect(view.container.querySelector("section#mission")).not.toBeNull();
    });
  }

  it("follows the hash when it changes", async () => {
    await goTo("#/");
    view = render(<App content={fixtureContent()} />);
    await goTo("#/contact");
    expect(view.container.querySelector("h1")!.textContent).toBe("Get In Touch");
  });

  it("marks the active route's header link", async () => {
    await goTo("#/about");
    view = render(<App content={fixtureContent()} />);
    const current = [...view.container.querySelectorAll('header a[aria-current="page"]')].map((link) => link.textContent);
    expect(current).toContain("About");
    expect(current).not.toContain("Contact");
  });

  it("renders new content without code changes", async () => {
    await goTo("#/");
    const content = fixtureContent({ "content/pages/home.yaml": edit(validHome, "title: Ready?", "title: Fly cleaner today") });
    view = render(<App content={content} />);
    expect(view.container.textContent).toContain("Fly cleaner today");
  });
});
