// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { Auth } from "../../../src/blocks/Auth/Auth.tsx";
import { authSchema } from "../../../src/blocks/Auth/schema.ts";
import { Cards } from "../../../src/blocks/Cards/Cards.tsx";
import { cardsSchema } from "../../../src/blocks/Cards/schema.ts";
import { Cta } from "../../../src/blocks/Cta/Cta.tsx";
import { ctaSchema } from "../../../src/blocks/Cta/schema.ts";
import { Hero } from "../../../src/blocks/Hero/Hero.tsx";
import { heroSchema } from "../../../src/blocks/Hero/schema.ts";
import { textSchema } from "../../../src/blocks/Text/schema.ts";
import { Text } from "../../../src/blocks/Text/Text.tsx";
import { IconProvider } from "../../../src/components/Icon/IconContext.tsx";
import { iconShapes } from "../../../scripts/content/icons.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";
import type { ReactNode } from "react";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function show(node: ReactNode) {
  view = render(
    inSite(
      <Router hook={useRouteLocation}>
        <IconProvider icons={{ leaf: iconShapes("leaf") }}>{node}</IconProvider>
      </Router>,
    ),
  );
  return view.container;
}

describe("hero", () => {
  it("renders the page's h1, subtitle and buttons with defaults applied", () => {
    const block = heroSchema.parse({ type: "hero", title: "Fueling a Greener Tomorrow", subtitle: "SAF", actions: [{ label: "Learn More", href: "/technology" }] });
    expect(block).toMatchObject({ size: "page", entrance: "none" });
    const root = show(<Hero block={block} />);
    expect(root.querySelector("h1")!.textContent).toBe("Fueling a Greener Tomorrow");
    expect(root.querySelector("a")!.getAttribute("href")).toBe("technology/");
    expect(root.querySelector("a")!.dataset.variant).toBe("primary");
  });

  it("refuses more than three buttons and an unknown size", () => {
    const action = { label: "Go", href: "/" };
    expect(heroSchema.safeParse({ type: "hero", title: "x", actions: [action, action, action, action] }).success).toBe(false);
    expect(heroSchema.safeParse({ type: "hero", title: "x", size: "huge" }).success).toBe(false);
  });

  it("marks heading and paragraphs for the fade entrance", () => {
    const root = show(<Hero block={heroSchema.parse({ type: "hero", title: "Get In Touch", text: "Hello", entrance: "fade" })} />);
    expect([...root.querySelectorAll("[data-entrance-part]")].map((element) => element.getAttribute("data-entrance-part"))).toEqual(["heading", "paragraph"]);
  });
});

describe("cards", () => {
  it("renders titles as h3 under the section's h2, with the named icon drawn", () => {
    const block = cardsSchema.parse({ type: "cards", title: "Our Approach", items: [{ title: "Sustainability", icon: "leaf", text: "Up to 80% lower emissions." }] });
    const root = show(<Cards block={block} />);
    expect(root.querySelector("h2")!.textContent).toBe("Our Approach");
    expect(root.querySelector("h3")!.textContent).toBe("Sustainability");
    expect(root.querySelector('svg[data-icon="leaf"] path')).not.toBeNull();
  });

  it("numbers steps and shows initials behind a photo", () => {
    const steps = cardsSchema.parse({ type: "cards", title: "Process", variant: "step", items: [{ title: "Sourcing" }, { title: "Conversion" }] });
    expect(show(<Cards block={steps} />).querySelectorAll("h3")[1]!.textContent).toBe("Step 2: Conversion");
    view!.unmount();
    const team = cardsSchema.parse({ type: "cards", title: "Team", variant: "photo", items: [{ title: "Amira Haddad", image: { src: "https://example.com/a.jpg", alt: "Amira" } }] });
    expect(show(<Cards block={team} />).textContent).toContain("AH");
  });

  it("refuses an unknown variant and an empty list", () => {
    expect(cardsSchema.safeParse({ type: "cards", variant: "grid", items: [{ title: "x" }] }).success).toBe(false);
    expect(cardsSchema.safeParse({ type: "cards", items: [] }).success).toBe(false);
  });
});

describe("cta", () => {
  it("renders a labelled section with its buttons", () => {
    const block = ctaSchema.parse({ type: "cta", title: "Ready?", actions: [{ label: "Get In Touch", href: "/contact", variant: "outline" }] });
    const root = show(<Cta block={block} />);
    const section = root.querySelector("section")!;
    expect(root.querySelector(`#${CSS.escape(section.getAttribute("aria-labelledby")!)}`)!.textContent).toBe("Ready?");
    expect(root.querySelector("a")!.dataset.variant).toBe("outline");
  });

  it("needs at least one button", () => {
    expect(ctaSchema.safeParse({ type: "cta", title: "Ready?", actions: [] }).success).toBe(false);
  });
});

describe("text", () => {
  it("renders paragraphs, points, badges, a quote and buttons", () => {
    const block = textSchema.parse({
      type: "text",
      title: "What is SAF?",
      body: ["One.", "Two."],
      points: ["100% sustainable feedstocks"],
      badges: ["ASTM D7566"],
      quote: { text: "SAF could contribute around 65%.", cite: "IATA" },
      actions: [{ label: "Explore", href: "/technology" }],
    });
    const root = show(<Text block={block} />);
    expect(root.querySelector("h2")!.textContent).toBe("What is SAF?");
    expect(root.querySelectorAll("p").length).toBeGreaterThanOrEqual(2);
    expect(root.querySelector("blockquote")!.textContent).toBe("SAF could contribute around 65%.");
    expect(root.querySelector("figcaption")!.textContent).toBe("— IATA");
    expect(root.textContent).toContain("ASTM D7566");
  });

  it("refuses a quote without its source", () => {
    expect(textSchema.safeParse({ type: "text", title: "x", quote: { text: "y" } }).success).toBe(false);
  });
});

describe("auth", () => {
  it("needs its error texts and refuses unknown fields", () => {
    expect(authSchema.safeParse({ type: "auth", title: "Processing", text: "Wait" }).success).toBe(false);
    const complete = { type: "auth", title: "Processing", text: "Wait", errorTitle: "Expired", errorText: "Try again", homeLabel: "Home" };
    expect(authSchema.safeParse(complete).success).toBe(true);
    expect(authSchema.safeParse({ ...complete, spinner: true }).success).toBe(false);
  });

  it("announces the processing state with a spinner, heading and text", () => {
    const block = authSchema.parse({
      type: "auth",
      title: "Processing Authentication",
      text: "Please wait while we verify your credentials...",
      errorTitle: "This sign-in link is invalid or has expired",
      errorText: "Request a new link.",
      homeLabel: "Back to Homepage",
    });
    const root = show(<Auth block={block} />);
    const status = root.querySelector('[role="status"]')!;
    expect(status.querySelector("h1")!.textContent).toBe("Processing Authentication");
    expect(status.textContent).toContain("Please wait while we verify your credentials...");
  });
});
