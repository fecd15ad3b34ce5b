/**
 * The body editor, loaded in a chunk of its own when an article's body is opened: the
 * editor and its Markdown mapping never weigh on the studio's first screen.
 */
import { lazy } from "react";

export const LazyBodyEditor = lazy(() => import("./BodyEditor.tsx"));
export type { BodyEditorProps, LinkTarget, MediaChoice } from "./props.ts";
