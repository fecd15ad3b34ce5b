/**
 * An article's body in a rich-text editor that can only make what the site's Markdown
 * subset accepts, and that saves by splicing: onChange gets the file's body with every
 * block the editor did not touch byte for byte (splice.ts). The editor takes its direction
 * from the entry's language; every paragraph takes its own from its words (dir="auto"), so
 * a Latin quotation in an Arabic article reads left to right.
 */
import type { Node } from "prosemirror-model";
import { Selection, TextSelection, type Command, type EditorState } from "prosemirror-state";
import { EditorView, type NodeViewConstructor } from "prosemirror-view";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import * as styles from "./styles.ts";
import { insertImage, linkAtSelection, removeLink, setLink } from "./commands.ts";
import { createBodyState } from "./editor-state.ts";
import { ImageForm } from "./ImageForm.tsx";
import { LinkForm } from "./LinkForm.tsx";
import { describeDropped, mediaPathIn, sanitizePastedHtml, type DroppedCounts } from "./paste.ts";
import { pastedTextSlice } from "./paste-text.ts";
import type { BodyEditorProps } from "./props.ts";
import { spliceBody } from "./splice.ts";
import { detectStyle, type BodyStyle } from "./style.ts";
import { Toolbar } from "./Toolbar.tsx";

type OpenForm = "none" | "link" | "image";

/** The position of `offset` characters into the words of the body's block `index` (empty paragraphs are not blocks of the file). */
export function positionInBlock(doc: Node, index: number, offset = 0): number | undefined {
  let seen = -1;
  let found: number | undefined;
  doc.forEach((block, blockPos) => {
    if (found !== undefined || (block.type.name === "paragraph" && block.childCount === 0)) return;
    if (++seen !== index) return;
    let left = offset;
    found = blockPos + 1;
    block.descendants((node, pos) => {
      if (left < 0) return false;
      if (node.isText) {
        const length = node.text!.length;
        found = blockPos + 1 + pos + Math.min(left, length);
        left -= length;
        if (left <= 0) left = -1;
      }
      return true;
    });
  });
  return found;
}

/** The editable text's own attributes: a labelled multi-line text box in the entry's language and direction. */
function editorAttributes(label: string, helpId: string, dir: string, lang: string): Record<string, string> {
  return { role: "textbox", "aria-multiline": "true", "aria-label": label, "aria-describedby": helpId, dir, lang, spellcheck: "true" };
}

/** An image in the editor, shown at the address the studio gives for its media path. */
function imageView(address: (src: string) => string): NodeViewConstructor {
  return (node) => {
    const image = document.createElement("img");
    image.setAttribute("src", address(String(node.attrs.src)));
    image.setAttribute("alt", String(node.attrs.alt));
    if (node.attrs.title) image.setAttribute("title", String(node.attrs.title));
    return { dom: image };
  };
}

export default function BodyEditor({ body, dir, lang, onChange, linkTargets, media, onUploadImage, imageAddress, label, focusBlock }: BodyEditorProps) {
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState>();
  const [form, setForm] = useState<OpenForm>("none");
  const [message, setMessage] = useState("");
  // The body as opened is what every save splices into; the last body handed out is not news when it comes back as a prop.
  const original = useRef(body);
  const lastOut = useRef(body);
  const style = useRef<BodyStyle | null>(null);
  const latest = useRef({ onChange, media, imageAddress });
  useLayoutEffect(() => {
    latest.current = { onChange, media, imageAddress };
  }, [onChange, media, imageAddress]);

  const openLink = useCallback(() => setForm("link"), []);
  const sayPasted = useCallback((counts: DroppedCounts) => {
    const dropped = describeDropped(counts);
    setMessage(dropped ? `Pasted. Left out: ${dropped}.` : "Pasted.");
  }, []);

  useEffect(() => {
    style.current = detectStyle(original.current);
    const editor = new EditorView(mount.current, {
      state: createBodyState(original.current, openLink),
      attributes: editorAttributes(label, `${id}-help`, dir, lang),
      nodeViews: { image: imageView((src) => latest.current.imageAddress?.(src) ?? src) },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (!tr.docChanged) return;
        const spliced = spliceBody(original.current, next.doc, style.current ?? undefined);
        if (spliced === lastOut.current) return;
        lastOut.current = spliced;
        latest.current.onChange(spliced);
      },
      transformPastedHTML(html) {
        const mediaPath = mediaPathIn(latest.current.media, window.location.origin);
        const clean = sanitizePastedHtml(html, { mediaPath });
        sayPasted(clean.dropped);
        return clean.html;
      },
      clipboardTextParser(text) {
        const pasted = pastedTextSlice(text);
        sayPasted(pasted.dropped);
        return pasted.slice;
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The view is made once; the props it reads change through `latest` and the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.setProps({ attributes: editorAttributes(label, `${id}-help`, dir, lang) });
  }, [dir, lang, label, id]);

  // A body that is not the one the editor gave out (another file, a reverted save) is opened afresh.
  useEffect(() => {
    const editor = view.current;
    if (!editor || body === lastOut.current) return;
    original.current = body;
    lastOut.current = body;
    style.current = detectStyle(body);
    const fresh = createBodyState(body, openLink);
    editor.updateState(fresh);
    setState(fresh);
  }, [body, openLink]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !focusBlock) return;
    const pos = positionInBlock(editor.state.doc, focusBlock.index, focusBlock.offset);
    if (pos === undefined) return;
    const place = editor.state.doc.resolve(pos);
    const selection = place.parent.inlineContent ? TextSelection.create(editor.state.doc, pos) : Selection.near(place);
    editor.dispatch(editor.state.tr.setSelection(selection).scrollIntoView());
    editor.focus();
  }, [focusBlock]);

  const run = useCallback((command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch, editor);
    editor.focus();
  }, []);

  const closeForm = useCallback(() => {
    setForm("none");
    view.current?.focus();
  }, []);

  const link = useMemo(() => (state ? linkAtSelection(state) : undefined), [state]);

  return (
    <div css={styles.editor} dir={dir} lang={lang}>
      {state && <Toolbar state={state} run={run} onLink={openLink} onImage={() => setForm("image")} say={setMessage} />}
      {form === "link" && state && (
        <LinkForm
          targets={linkTargets}
          {...(link ? { current: link.href, onRemove: () => (run(removeLink), closeForm()) } : {})}
          needsWords={state.selection.empty && !link}
          onApply={(href, words) => {
            run(setLink(href, words));
            closeForm();
          }}
          onClose={closeForm}
        />
      )}
      {form === "image" && (
        <ImageForm
          media={media}
          {...(onUploadImage ? { onUpload: onUploadImage } : {})}
          onInsert={(src, alt) => {
            const editor = view.current;
            if (!editor || !insertImage(src, alt)(editor.state)) return "An image goes in a paragraph: put the cursor in a paragraph (not a heading or a table) and insert it again.";
            run(insertImage(src, alt));
            closeForm();
            return undefined;
          }}
          onClose={closeForm}
        />
      )}
      <div css={styles.surface} ref={mount} />
      <p id={`${id}-help`} css={styles.hint}>
        Tab moves between table cells and indents a list item; press Escape, then Tab, to leave the text. Shift+Enter starts a new line in the same paragraph.
      </p>
      <p css={styles.message} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
