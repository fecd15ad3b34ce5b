import { expect, gotoWithTimeStopped, holdApp, sameOnEveryScreen, test, waitForApp } from "./fixtures.ts";

test.describe("home counters", () => {
  test("show zero until visible, then count up over about 2.5 s to 80%, 25+, 15M, 30+", async ({ page }) => {
    // Page time, not the test's: under load a real-time measure says more about the machine.
    await gotoWithTimeStopped(page, "./");
    const values = page.locator('[data-block="stats"] [data-counter-value]');
    await expect(values).toHaveText(["0%", "0+", "0M", "0+"]);
    await page.clock.runFor(1_000);
    await expect(values, "counting before the section is seen").toHaveText(["0%", "0+", "0M", "0+"]);
    await page.locator('[data-block="stats"]').scrollIntoViewIfNeeded();
    // One frame at a time until the count starts, so its start is known to within a frame.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return Number(await values.first().getAttribute("data-counter-value"));
      })
      .toBeGreaterThan(0);
    await page.clock.runFor(800);
    const midway = Number(await values.first().getAttribute("data-counter-value"));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(80);
    await page.clock.runFor(1_184);
    expect(Number(await values.first().getAttribute("data-counter-value")), "finished before 2 s").toBeLessThan(80);
    await page.clock.runFor(600);
    await expect(values).toHaveText(["80%", "25+", "15M", "30+"]);
    await expect(page.locator('[data-block="stats"]')).toContainText("Emission Reduction");
  });

  test("screen readers get the final figures, not the moving ones", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./");
    await expect(page.locator('[data-block="stats"] .visually-hidden')).toHaveText(["80%", "25+", "15M", "30+"]);
  });
});

test.describe("reveal on scroll", () => {
  test("sections start hidden and fade in once when about 10% is visible", async ({ page }) => {
    await page.goto("./#/about");
    const last = page.locator("main [data-revealed]").last();
    await expect(last).toHaveAttribute("data-revealed", "false");
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-revealed", "true");
    await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await expect(last).toHaveAttribute("data-revealed", "true");
  });

  test("with reduced motion everything is shown at once and counters show their values", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("./");
    const hidden = await page.locator('main [data-revealed="false"]').count();
    expect(hidden).toBe(0);
    await page.locator('[data-block="stats"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-block="stats"] [data-counter-value]')).toHaveText(["80%", "25+", "15M", "30+"]);
    await expect(page.locator("video")).toHaveCount(0);
    await context.close();
  });

  test("the Contact hero fades in, its paragraph 200 ms after the heading", async ({ page }) => {
    await page.goto("./#/about");
    // Reached from another page, so the app draws Contact: its hero starts hidden, then enters.
    const sampled = page.waitForFunction(() => document.querySelector('[data-block="hero"][data-entered="false"]') !== null, undefined, { polling: "raf" });
    await page.getByRole("main").getByRole("link", { name: "Get In Touch" }).last().click();
    await sampled;
    const hero = page.locator('[data-block="hero"]');
    await expect(hero).toHaveAttribute("data-entered", "true");
    const delays = await hero.locator("[data-entrance-part]").evaluateAll((elements) => elements.map((element) => getComputedStyle(element).transitionDelay));
    expect(delays[0]).toContain("0s");
    expect(delays[1]).toContain("0.2s");
  });
});

test.describe("prerendered Contact page", () => {
  test("opened directly, the hero paints at once from HTML and stays on screen when the app takes over", async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    const app = await holdApp(page);
    await page.goto(`${baseURL}#/contact`, { waitUntil: "domcontentloaded" });
    const heading = page.locator('[data-block="hero"] h1');
    await expect(heading).toHaveText("Get In Touch");
    await expect(heading).toHaveCSS("opacity", "1");
    await heading.evaluate((element) => {
      const samples: number[] = [];
      (window as unknown as { opacities: number[] }).opacities = samples;
      const sample = () => {
        samples.push(Number(getComputedStyle(element).opacity));
        requestAnimationFrame(sample);
      };
      sample();
    });
    app.release();
    await waitForApp(page);
    await page.waitForTimeout(1000);
    const opacities = await page.evaluate(() => (window as unknown as { opacities: number[] }).opacities);
    expect(opacities.length).toBeGreaterThan(10);
    expect(Math.min(...opacities)).toBe(1);
    await page.close();
  });
});

test.describe("contact form", () => {
  test("is declared with the spec's labels, types and options", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/contact");
    const form = page.locator("form");
    await expect(form.getByLabel("Full Name *")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email Address *")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Company/Organization")).not.toHaveAttribute("required", "");
    const interest = form.getByLabel("Interest *");
    // The spec's options, and Careers, which an open role's Apply chooses.
    await expect(interest.locator("option")).toHaveText(["Select your interest", "SAF Supply", "Strategic Partnership", "Investment Opportunities", "Research Collaboration", "Careers", "Other Inquiry"]);
    expect(await interest.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(["", "fuel-supply", "partnership", "investment", "research", "careers", "other"]);
    await expect(form.getByLabel("Message *")).toHaveAttribute("rows", "5");
  });

  test("the browser blocks an incomplete submission", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("form")).toBeVisible();
    expect(await page.getByLabel("Full Name *").evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
  });

  test("submitting sends nothing, clears the fields and shows the green confirmation", async ({ page }) => {
    await page.goto("./#/contact");
    const sent: string[] = [];
    page.on("request", (request) => {
      // Images and lazy code may still load; what must never happen is the form's data leaving.
      if (request.method() !== "GET" || ["fetch", "xhr", "websocket", "eventsource"].includes(request.resourceType())) sent.push(`${request.method()} ${request.url()}`);
    });
    await page.getByLabel("Full Name *").fill("Ada Lovelace");
    await page.getByLabel("Email Address *").fill("ada@example.com");
    await page.getByLabel("Company/Organization").fill("Analytical Engines Ltd");
    await page.getByLabel("Interest *").selectOption("fuel-supply");
    await page.getByLabel("Message *").fill("We would like a quote for 2 million gallons.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Thank you for your message! We will be in touch shortly." });
    await expect(confirmation).toBeVisible();
    await expect(page.locator("form")).toHaveCount(0);
    expect(await confirmation.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/rgb\((\d+), (\d+), (\d+)\)/);
    const [r, g, b] = (await confirmation.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    expect(sent).toEqual([]);
  });
});

test.describe("contact page details", () => {
  test("shows email, no empty phone line, the headquarters and the social row in new tabs", async ({ page }) => {
    await page.goto("./#/contact");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "info@verdavia.com" })).toHaveAttribute("href", "mailto:info@verdavia.com");
    await expect(main.getByText("Call Us")).toHaveCount(0);
    await expect(main.getByText("Follow Us")).toBeVisible();
    for (const name of ["LinkedIn", "X (Twitter)", "Discord community"]) {
      const link = main.getByRole("link", { name: new RegExp(name.replace(/[()]/g, "\\$&")) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the world map box is 384 px high and still looks complete when the image fails", async ({ page }) => {
    await page.route("https://images.unsplash.com/**", (route) => route.abort());
    await page.goto("./#/contact");
    const media = page.locator('[data-block="media"]');
    await media.scrollIntoViewIfNeeded();
    const box = media.locator("figure > div").first();
    await expect.poll(async () => Math.round((await box.boundingBox())!.height)).toBe(384);
    await expect(media.locator("img")).toHaveCount(0, { timeout: 10_000 });
    await expect(media.locator("[data-media-fallback]")).toContainText("A world map showing where Verdavia operates");
  });
});

test.describe("FAQ", () => {
  test("is an accordion that works with the keyboard", async ({ page }) => {
    await page.goto("./#/contact");
    const questions = page.locator('[data-block="faq"] button[aria-expanded]');
    await expect(questions).toHaveCount(4);
    const first = questions.first();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("80%");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

test.describe("technology page", () => {
  test("has a real specification table with the figures", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/technology");
    const table = page.locator("table");
    await expect(table.locator("caption")).toHaveText("Verdavia SAF compared with conventional Jet A-1");
    await expect(table.locator('thead th[scope="col"]')).toHaveText(["Property", "Specification", "Verdavia SAF", "Jet A-1"]);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText([
      "Density at 15°C (kg/m³)",
      "Energy content (MJ/kg)",
      "Freezing point (°C)",
      "Sulfur (ppm)",
      "Aromatics (%vol)",
    ]);
    await expect(table.locator("tbody tr").nth(3).locator("td")).toHaveText(["15 max", "under 1", "10"]);
  });

  test("shows the four production steps in order", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/technology");
    await expect(page.locator("#process h3")).toHaveText([/Feedstock Sourcing/, /Pre-processing/, /Conversion/, /Quality Control/]);
  });
});

test.describe("partnerships", () => {
  test("testimonials show an accessible 5-star rating", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/partnerships");
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
  });

  for (const anchor of ["airlines", "technology", "associations"]) {
    test(`the Learn More link to #${anchor} lands on its section`, async ({ page }) => {
      await page.goto("./#/partnerships");
      await page.locator(`#partner-types a[href="partnerships/#${anchor}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#/partnerships\\?section=${anchor}$`));
      await expect.poll(async () => Math.round((await page.locator(`section#${anchor}`).boundingBox())!.y), { timeout: 5000 }).toBeLessThan(120);
    });
  }
});

test.describe("buttons and footer", () => {
  test("a button to /contact opens the contact page at the top", async ({ page }) => {
    await page.goto("./");
    const button = page.locator("main").getByRole("link", { name: "Get In Touch" });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.locator("h1")).toHaveText("Get In Touch");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer has the blurb, social links, quick links, contact and legal links, and this year", async ({ page }) => {
    await page.goto("./");
    const footer = page.locator("footer");
    await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText(["Home", "About Us", "Our Commitment", "SAF Technology", "Partnerships", "News & Insights", "Events", "Careers", "Contact"]);
    await expect(footer.getByText("UK & Dubai Headquarters")).toBeVisible();
    await expect(footer.getByRole("link", { name: "info@verdavia.com" })).toHaveAttribute("href", "mailto:info@verdavia.com");
    for (const name of ["Privacy Policy", "Terms and Conditions"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "cookie-policy/");
    await expect(footer.getByRole("link", { name: "ESG Statement" })).toHaveAttribute("href", "esg/");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Verdavia`);
  });
});
