import { describe, expect, it } from "vitest";
import { minifyCssPiece, minifyCssTemplates } from "../../scripts/css-templates.ts";

describe("minifyCssPiece", () => {
  it("drops comments and the space CSS never needs, keeping one space where it may", () => {
    const css = `
  label: hero;
  /* Why, not what. */
  margin: 0 auto;
  & a:hover, & a:focus-visible {
    box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.5);
  }
`;
    expect(minifyCssPiece(css, true, true)).toBe("label: hero;margin: 0 auto;& a:hover,& a:focus-visible{box-shadow: 0 0 0 2px rgba(0,0,0,0.5);}");
  });

  it("keeps a space beside an interpolation, where it may separate two values", () => {
    // padding: ${a} ${b} calc(${c} + 1rem);
    expect(minifyCssPiece("\n  padding: ", true, false)).toBe("padding: ");
    expect(minifyCssPiece(" ", false, false)).toBe(" ");
    expect(minifyCssPiece(" calc(", false, false)).toBe(" calc(");
    expect(minifyCssPiece(" + 1rem);\n", false, true)).toBe(" + 1rem);");
    expect(minifyCssPiece(" {\n    color: red;\n  }\n", false, true)).toBe("{color: red;}");
  });

  it("leaves strings as written", () => {
    expect(minifyCssPiece(`\n  content: "—  a ; b";\n  quotes: '“' "”";\n`, true, true)).toBe(`content: "—  a ; b";quotes: '“' "”";`);
  });

  it("leaves a piece it cannot read safely as it is", () => {
    for (const piece of ["\n  // a line comment to stylis\n  color: red;\n", "\n  background: url(https://example.com/a.png);\n", "\n  /* opens here", '\n  content: "open'])
      expect(minifyCssPiece(piece, true, true)).toBe(piece);
  });
});

describe("minifyCssTemplates", () => {
  const source = [
    'import { css, keyframes } from "@emotion/react";',
    "const spin = keyframes`\n  to { transform: rotate(360deg); }\n`;",
    "export const box = (wide: boolean) => css`\n  display: grid;\n  gap: ${wide ? \"2rem\" : \"1rem\"} ${\"1rem\"};\n  ${wide && css`\n    width: 100%;\n  `}\n  animation: ${spin} 1s linear infinite;\n`;",
    "const untouched = html`\n  <p>  spaced  </p>\n`;",
  ].join("\n");

  it("minifies css`…` and keyframes`…` in place and nothing else", () => {
    const result = minifyCssTemplates("styles.tsx", source)!;
    expect(result.code).toContain("keyframes`to{transform: rotate(360deg);}`");
    expect(result.code).toContain('css`display: grid;gap: ${wide ? "2rem" : "1rem"} ${"1rem"};${wide && css`width: 100%;`} animation: ${spin} 1s linear infinite;`');
    expect(result.code).toContain("html`\n  <p>  spaced  </p>\n`");
    expect(result.map.mappings.length).toBeGreaterThan(0);
  });

  it("leaves out the labels in a build, wherever they stand, and keeps them for the dev server", () => {
    const labelled = 'const a = css`\n  label: site-header;\n  color: red;\n  & a { label: nav-link; opacity: 1; }\n`;';
    expect(minifyCssTemplates("labels.tsx", labelled, true)!.code).toBe("const a = css`color: red;& a{opacity: 1;}`;");
    expect(minifyCssTemplates("labels.tsx", labelled)!.code).toContain("label: site-header;color: red;& a{label: nav-link;opacity: 1;}");
  });

  it("returns nothing for a module without style templates", () => {
    expect(minifyCssTemplates("a.ts", "export const a = `\n  x  \n`;")).toBeUndefined();
  });
});
