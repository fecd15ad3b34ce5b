// @vitest-environment happy-dom
import { DOMParser as SchemaParser, type Node } from "prosemirror-model";
import { EditorState } from "prosemirror-state";
import { fixHeadings } from "../../../../../src/studio/articles/body/heading-order.ts";
import { describe, expect, it } from "vitest";
import { bodySchema } from "../../../../../src/studio/articles/body/schema.ts";
import { describeDropped, mediaPathIn, sanitizePastedHtml } from "../../../../../src/studio/articles/body/paste.ts";
import { spliceBody } from "../../../../../src/studio/articles/body/splice.ts";
import { expectAccepted } from "./helpers.ts";

const mediaPath = mediaPathIn([{ src: "/media/news/plant.jpg" }], "https://verdavia.example");

/** The document the editor makes of a paste, and what the paste dropped. */
function paste(html: string): { doc: Node; markdown: string; dropped: string } {
  const clean = sanitizePastedHtml(html, { mediaPath });
  const holder = document.createElement("div");
  holder.innerHTML = clean.html;
  // The editor puts headings in order after a paste (heading-order.ts), as after any change.
  const doc = fixHeadings(EditorState.create({ doc: SchemaParser.fromSchema(bodySchema).parse(holder) }).tr).doc;
  doc.check();
  const markdown = spliceBody("", doc);
  expectAccepted(markdown);
  return { doc, markdown, dropped: describeDropped(clean.dropped) };
}

describe("pasting", () => {
  it("from Google Docs: its bold-looking wrapper is not bold, its styled spans are, its redirect links point where they lead", () => {
    const html = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h1 dir="ltr"><span style="font-weight:400">Supply from 2027</span></h1><p dir="ltr"><span style="font-weight:700">Ten years</span><span style="font-weight:400"> of </span><span style="font-style:italic;font-weight:400">certified</span><span> fuel, see </span><a href="https://www.google.com/url?q=https://example.com/report&amp;sa=D"><span>the report</span></a>.</p></b>`;
    const { markdown, dropped } = paste(html);
    expect(markdown).toBe("## Supply from 2027\n\n**Ten years** of *certified* fuel, see [the report](https://example.com/report).\n");
    expect(dropped).toBe("");
  });

  it("from Word: its styled list paragraphs become lists, nested by level, numbered when numbered", () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{}</style></head><body>
<p class=MsoNormal><b>Key terms<o:p></o:p></b></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span>Ten years<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='mso-list:l0 level2 lfo1'><span style='mso-list:Ignore'>o<span>&nbsp;</span></span>From 2027<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>40 million gallons<o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>Sign<o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span>Deliver<o:p></o:p></p>
</body></html>`;
    const { markdown } = paste(html);
    expect(markdown).toBe("**Key terms**\n\n- Ten years\n  - From 2027\n- 40 million gallons\n1. Sign\n2. Deliver\n");
  });

  it("from a web page: keeps what a body may hold, drops the rest and says what", () => {
    const html = `<h5>Deep heading</h5><p>Read <a href="javascript:alert(1)">this</a>, <a href="/technology#process">the process</a> and <s>old</s> <code>x = 1</code>.</p>
<img src="https://cdn.example.com/a.jpg" alt="Elsewhere"><img src="https://tracker.example/p.gif"><img src="https://verdavia.example/media/news/plant.jpg" alt="The plant">
<pre><code>npm install</code></pre><hr><iframe src="https://video.example"></iframe><ul><li><input type="checkbox"> Task</li></ul>`;
    const { markdown, dropped } = paste(html);
    expect(markdown).toBe("## Deep heading\n\nRead this, [the process](/technology#process) and old x = 1.\n\n![The plant](/media/news/plant.jpg)\n\nnpm install\n\n- Task\n");
    expect(dropped).toBe(
      "2 images from outside the media library, 1 code block (its words kept as text), 1 code format (words kept), 1 strike-through (words kept), 1 horizontal rule, 1 embedded video, frame or drawing, 1 link with an address the site cannot use (words kept), 1 checkbox",
    );
  });

  it("a table with merged cells becomes a plain grid with a header row", () => {
    const html = `<table><tr><td colspan="2"><p>Region</p></td><td>2030</td></tr><tr><td rowspan="2">EU</td><td><b>Mandate</b></td><td>6%</td></tr><tr><td>Target</td><td><img src="/media/news/plant.jpg" alt="x">8%</td></tr></table>`;
    const { doc, markdown, dropped } = paste(html);
    expect(doc.child(0).type.name).toBe("table");
    expect(markdown).toBe("| Region | | 2030 |\n| --- | --- | --- |\n| EU | **Mandate** | 6% |\n| | Target | 8% |\n");
    expect(dropped).toBe("1 image in a table cell, 2 merged table cells (split into single cells)");
  });

  it("a media image without alt text is dropped, and said so", () => {
    expect(paste(`<p>Before</p><img src="/media/news/plant.jpg">`).dropped).toBe("1 image without alt text");
  });
});
