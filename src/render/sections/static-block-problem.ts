/** A static block the prerender found acting in the browser (static-block-check.tsx), and the sentence the build fails with: no React, for Node's program too. */
import type { BlockType } from "../../blocks/schemas.ts";

/** A static block that would act in the browser, as the prerender found it. */
export interface StaticBlockProblem {
  type: BlockType;
  route: string;
  /** The section's place on the page, from 0. */
  index: number;
  /** What it does, each as staticBehaviourOf says it. */
  behaviour: string[];
}

/** The sentence a build fails with. */
export function staticBlockProblemText({ type, route, index, behaviour }: StaticBlockProblem): string {
  return `The static block "${type}" (section ${index + 1} of the page at ${route}) ${behaviour.join(" and ")}: visitors get its HTML only, so that would do nothing for them. Leave it out, or make the block interactive (hydration: "interactive" in its meta.ts, and a line in src/blocks/islands.ts).`;
}

