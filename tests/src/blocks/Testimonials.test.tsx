// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Testimonials } from "../../../src/blocks/Testimonials/Testimonials.tsx";
import { testimonialsSchema } from "../../../src/blocks/Testimonials/schema.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";

const example = `type: testimonials
id: testimonials
eyebrow: Partners
title: What Our Partners Say
intro: Airlines, airports and fuel buyers on working with Verdavia.
items:
  - quote: >-
      Verdavia's fuel went straight into our existing fuel farm. No new equipment, no
      changes for our crews, and a measurable cut in our reported emissions.
    name: Amira Haddad
    role: Head of Sustainability
    company: Example Airways
    photo:
      src: /media/people/amira-haddad.jpg
      alt: Amira Haddad
  - quote: >-
      Their certificates of analysis arrive with every delivery, which made our audit
      the simplest part of the programme.
    name: Tom Whitfield
    role: Fuel Procurement Manager
    company: Example Airport Group
  - quote: Clear answers on book-and-claim and a team that answers the phone.
    name: Lena Okafor
    company: Example Cargo
    rating: 4
`;

const minimal = { type: "testimonials", items: [{ quote: "Great fuel.", name: "Amira Haddad" }] };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe("testimonials schema", () => {
  it("parses the YAML example", () => {
    const block = testimonialsSchema.parse(parse(example));
    expect(block.items).toHaveLength(3);
    expect(block.items[0]!.photo).toEqual({ src: "/media/people/amira-haddad.jpg", alt: "Amira Haddad" });
    expect(block.items[2]!.rating).toBe(4);
  });

  it("defaults the tone to muted and each rating to 5", () => {
    const block = testimonialsSchema.parse(minimal);
    expect(block.tone).toBe("muted");
    expect(block.items[0]!.rating).toBe(5);
  });

  it("refuses a rating outside 1 to 5 or not a whole number", () => {
    const item = minimal.items[0]!;
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ ...item, rating: 6 }] }).error!.issues[0]).toMatchObject({ code: "too_big", path: ["items", 0, "rating"] });
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ ...item, rating: 0 }] }).error!.issues[0]).toMatchObject({ code: "too_small", path: ["items", 0, "rating"] });
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ ...item, rating: 4.5 }] }).success).toBe(false);
  });

  it("refuses unknown keys, a missing name, no items and a photo without alt", () => {
    const item = minimal.items[0]!;
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ ...item, title: "CEO" }] }).error!.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["title"] });
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ quote: "Great fuel." }] }).error!.issues[0]!.path).toEqual(["items", 0, "name"]);
    expect(testimonialsSchema.safeParse({ ...minimal, items: [] }).error!.issues[0]).toMatchObject({ code: "too_small", path: ["items"] });
    expect(testimonialsSchema.safeParse({ ...minimal, items: [{ ...item, photo: { src: "/media/a.jpg" } }] }).error!.issues[0]!.path).toEqual(["items", 0, "photo"]);
  });
});

describe("Testimonials", () => {
  it("renders each quote as a figure with a blockquote and a figcaption naming the person", () => {
    view = render(inSite(<Testimonials block={testimonialsSchema.parse(parse(example))} />));
    const figures = view.container.querySelectorAll('[data-block="testimonials"] figure');
    expect(figures).toHaveLength(3);
    expect(figures[0]!.querySelector("blockquote")!.textContent).toContain("straight into our existing fuel farm");
    const caption = figures[0]!.querySelector("figcaption")!;
    expect(caption.textContent).toContain("Amira Haddad");
    expect(caption.textContent).toContain("Head of Sustainability, Example Airways");
    const companyOnly = figures[2]!.querySelector("figcaption")!.textContent;
    expect(companyOnly).toContain("Lena OkaforExample Cargo");
    expect(companyOnly).not.toContain(",");
  });

  it("speaks the rating once, as one image, and hides the individual stars", () => {
    view = render(inSite(<Testimonials block={testimonialsSchema.parse(parse(example))} />));
    const ratings = [...view.container.querySelectorAll('[role="img"]')];
    expect(ratings.map((rating) => rating.getAttribute("aria-label"))).toEqual(["Rated 5 out of 5", "Rated 5 out of 5", "Rated 4 out of 5"]);
    const stars = ratings[2]!.querySelectorAll("svg");
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star.getAttribute("aria-hidden")).toBe("true");
    const filled = [...stars].filter((star) => getComputedStyle(star).fill !== "none");
    expect(filled).toHaveLength(4);
  });

  it("keeps the quote mark and initials out of the accessibility tree", () => {
    view = render(inSite(<Testimonials block={testimonialsSchema.parse(minimal)} />));
    const figure = view.container.querySelector("figure")!;
    expect(figure.querySelector(":scope > svg")!.getAttribute("aria-hidden")).toBe("true");
    const initials = [...figure.querySelectorAll('[aria-hidden="true"]')].find((element) => element.textContent === "AH");
    expect(initials).toBeDefined();
    expect(figure.querySelector("img")).toBeNull();
  });

  it("shows the portrait over the initials, and keeps the initials if it fails to load", () => {
    view = render(inSite(<Testimonials block={testimonialsSchema.parse(parse(example))} />));
    const figure = view.container.querySelector("figure")!;
    const photo = figure.querySelector("img")!;
    // Local files resolve against the base path, so the site works wherever it is deployed.
    expect(photo.getAttribute("src")).toBe("./media/people/amira-haddad.jpg");
    expect(photo.getAttribute("alt")).toBe("Amira Haddad");
    expect(figure.querySelector("figcaption")!.textContent).toContain("AH");
    act(() => {
      photo.dispatchEvent(new Event("error"));
    });
    expect(figure.querySelector("img")).toBeNull();
    expect(figure.querySelector("figcaption")!.textContent).toContain("AH");
  });
});
