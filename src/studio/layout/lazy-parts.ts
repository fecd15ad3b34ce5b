/**
 * Parts of the studio's page whose code is not in its first load (`npm run size` holds the
 * studio's first load to a budget): each is fetched when first wanted, and drawn meanwhile
 * under a Suspense fallback by whoever draws it.
 */
import { lazy } from "react";

// The picker draws every block, so it brings the whole block registry: loaded when first wanted,
// not with the studio.
export const loadPicker = () => import("../SectionPicker.tsx");
export const SectionPicker = lazy(() => loadPicker().then((module) => ({ default: module.SectionPicker })));
// The form brings zod and every schema; the sections list and the preview do not wait for it.
const loadForm = () => import("../form/FormPanel.tsx");
export const FormPanel = lazy(() => loadForm().then((module) => ({ default: module.FormPanel })));
// Shown only when an edit met someone else's change: loaded then.
export const KeptEdits = lazy(() => import("../KeptEdits.tsx").then((module) => ({ default: module.KeptEdits })));
export const ConflictChoices = lazy(() => import("../ConflictChoices.tsx").then((module) => ({ default: module.ConflictChoices })));
