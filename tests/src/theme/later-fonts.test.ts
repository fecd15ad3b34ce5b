// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { addLaterFonts } from "../../../src/theme/later-fonts.ts";
import { laterFontsAttribute } from "../../../src/boot/contract.ts";

const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));

describe("the web faces an Arabic document keeps for later", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("are added once, as the stylesheet the document names", () => {
    document.head.innerHTML = `<script ${laterFontsAttribute}="./assets/fonts-ar-1.css"></script>`;
    addLaterFonts();
    addLaterFonts();
    expect(stylesheets()).toEqual(["./assets/fonts-ar-1.css"]);
    expect(document.querySelector(`[${laterFontsAttribute}]`)).toBeNull();
  });

  it("are nothing where the document kept none back (English documents, the dev server)", () => {
    document.head.innerHTML = `<script data-fonts="./assets/fonts-1.css"></script>`;
    addLaterFonts();
    expect(stylesheets()).toEqual([]);
  });
});
