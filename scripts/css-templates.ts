/**
 * Minifies the CSS written in emotion's css`…` and keyframes`…` templates as the browser
 * bundles compile it: comments go and runs of whitespace shrink, as @emotion/babel-plugin
 * would do (this build has no Babel). Emotion compiles the text the same way either way, so
 * the styles are unchanged; their class names' hashes change with the text, the same in the
 * prerender and in the browser, since both builds run this plugin.
 */
import MagicString from "magic-string";
import { parseSync, type Plugin } from "vite";

const styleTags = new Set(["css", "keyframes"]);

/** Spaces beside these are never needed in CSS. */
const tight = new Set(["{", "}", ";", ","]);

/**
 * One piece of a template's CSS, between interpolations. `atStart`/`atEnd`: whether it
 * opens or closes the template, where surrounding space is dropped; beside an
 * interpolation one space stays (`${a} ${b}` needs it). Strings are kept as written; a
 * piece holding `//` (a line comment to stylis, or an address) or an unclosed comment or
 * string is left as it is.
 */
export function minifyCssPiece(text: string, atStart: boolean, atEnd: boolean): string {
  if (text.includes("//")) return text;
  let out = "";
  let space = false;
  const last = () => out.at(-1);
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "/" && text[index + 1] === "*") {
      const close = text.indexOf("*/", index + 2);
      if (close < 0) return text;
      index = close + 1;
      space = true;
    } else if (/\s/.test(char)) {
      space = true;
    } else {
      const keepSpace = space && !tight.has(char) && (out.length === 0 ? !atStart : !tight.has(last()!));
      if (keepSpace) out += " ";
      space = false;
      let end = index;
      if (char === '"' || char === "'") end = findStringEnd(text, index);
      else if (char === "\\") end = index + 1;
      if (end < 0) return text;
      out += text.slice(index, end + 1);
      index = end;
    }
  }
  if (space && !atEnd && (out.length === 0 || !tight.has(last()!))) out += " ";
  return out;
}

function findStringEnd(text: string, open: number): number {
  for (let index = open + 1; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === text[open]) return index;
  }
  return -1;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node !== null && typeof node === "object") {
    if (typeof (node as Node).type === "string") visit(node as Node);
    for (const value of Object.values(node)) if (typeof value === "object") walk(value, visit);
  }
}

/** A `label: name;` declaration: emotion appends the name to the class (`css-1x2y3z-site-header`). */
const labelDeclaration = /(^|[;{}])label:\s*[^;{}]*;/g;

/**
 * `css` without its `label:` declarations. The labels name classes for a developer reading the
 * DOM; in a build they would only lengthen every class in the document and its CSS (about 3% of
 * home's compressed document), so builds leave them out and the dev server keeps them.
 */
function withoutLabels(css: string): string {
  return css.replace(labelDeclaration, "$1");
}

/**
 * The module with its style templates minified, or undefined when it has none.
 * `dropLabels`: leave out `label:` declarations too (builds, not the dev server).
 */
export function minifyCssTemplates(id: string, code: string, dropLabels = false): { code: string; map: ReturnType<MagicString["generateMap"]> } | undefined {
  if (!/\b(css|keyframes)`/.test(code)) return undefined;
  const { program } = parseSync(id, code);
  const edited = new MagicString(code);
  let changed = false;
  walk(program, (node) => {
    if (node.type !== "TaggedTemplateExpression") return;
    const tag = node.tag as Node & { name?: string };
    if (tag.type !== "Identifier" || !styleTags.has(tag.name ?? "")) return;
    const quasis = (node.quasi as { quasis: (Node & { value: { raw: string } })[] }).quasis;
    quasis.forEach((quasi, index) => {
      // The element's span includes its delimiters: ` or } before, ${ or ` after.
      const start = quasi.start + 1;
      const raw = quasi.value.raw;
      if (code.slice(start, start + raw.length) !== raw) return;
      const tight = minifyCssPiece(raw, index === 0, index === quasis.length - 1);
      // Only a piece minifyCssPiece could read (it returns any other as written) has its labels found reliably.
      const minified = dropLabels && tight !== raw ? withoutLabels(tight) : tight;
      if (minified === raw) return;
      edited.overwrite(start, start + raw.length, minified);
      changed = true;
    });
  });
  return changed ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : undefined;
}

/** The plugin both browser bundles and the prerender share (scripts/browser-bundle.ts); a build also drops the labels. */
export function cssTemplates(): Plugin {
  let build = false;
  return {
    name: "verdavia:css-templates",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        return minifyCssTemplates(id, code, build);
      },
    },
  };
}
