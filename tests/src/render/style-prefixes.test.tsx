import { css } from "@emotion/react";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../src/render/render-to-html.tsx";

describe("the prerendered CSS's vendor prefixes", () => {
  it("writes only the prefixes the browsers the site is built for need", async () => {
    const style = css`
      display: flex;
      align-items: center;
      justify-content: space-between;
      transform: translateY(1px);
      transition: transform 150ms ease;
      text-decoration: none;
      margin-inline-end: 1rem;
      user-select: none;
      backdrop-filter: blur(12px);
      background-clip: text;
    `;
    const { components } = await renderToHtml(<div css={style}>text</div>, "a test");
    expect(components.css).toContain("display:flex;align-items:center;justify-content:space-between;transform:translateY(1px);transition:transform 150ms ease;text-decoration:none;margin-inline-end:1rem;");
    // What emotion's own prefixer would add for browsers that cannot run the app.
    expect(components.css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-(align|justify|transform|transition|text-decoration|margin)/);
    expect(components.css).toContain("-webkit-user-select:none;user-select:none;");
    expect(components.css).toContain("-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);");
    expect(components.css).toContain("-webkit-background-clip:text;background-clip:text;");
  });
});
