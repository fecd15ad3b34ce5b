/**
 * Starts a new page from a template that already passes every content check.
 *   npm run new-page -- our-team                  creates content/pages/our-team.yaml, route /our-team
 *   npm run new-page -- our-team --root <folder>  works on the project in <folder>
 * Writes nothing and exits 1 when the page can't be created; every message is
 * meant for content editors, so no stack traces.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { newPageUsage, planNewPage } from "../../src/validation/new-page.ts";
import { contentFolder } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";

const previewAddress = "http://localhost:5173/#";

function refuse(message: string): void {
  console.error(message);
  process.exitCode = 1;
}

function parseArguments(args: string[]): { name?: string; root: string; problem?: string } {
  const words: string[] = [];
  let root = process.cwd();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--root") {
      const value = args[++index];
      if (value === undefined) return { root, problem: "--root needs a folder after it." };
      root = resolve(value);
    } else if (arg.startsWith("--root=")) {
      root = resolve(arg.slice("--root=".length));
    } else if (arg.startsWith("-") && arg.length > 1) {
      return { root, problem: `"${arg}" is not an option of this command.` };
    } else {
      words.push(arg);
    }
  }
  // An unquoted "Our Team" arrives as two words; it is still one name.
  return words.length > 0 ? { name: words.join(" "), root } : { root };
}

function explainWriteFailure(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EEXIST") return `${path} already exists, so nothing was created. Edit that file, or choose another name.`;
  if (code === "EACCES" || code === "EPERM") return `${path} could not be created: this computer does not allow writing to that folder.`;
  if (code === "ENOSPC") return `${path} could not be created: the disk is full.`;
  return `${path} could not be created (${code ?? "unexpected error"}). Nothing was written.`;
}

function main(args: string[]): void {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(`Usage: ${newPageUsage}\nFor example: npm run new-page -- our-team`);
    return;
  }
  const { name, root, problem } = parseArguments(args);
  if (problem) return refuse(`${problem}\nUsage: ${newPageUsage}`);
  if (name === undefined) return refuse(`Give the new page a name.\nUsage: ${newPageUsage}\nFor example: npm run new-page -- our-team`);
  if (!existsSync(join(root, contentFolder))) {
    return refuse(`There is no ${contentFolder} folder here. Run this command from the project folder, the one that holds ${contentFolder}/.`);
  }

  const plan = planNewPage(readContentSources(root), name);
  if (!plan.ok) return refuse(plan.message);

  const target = join(root, plan.path);
  try {
    mkdirSync(dirname(target), { recursive: true });
    // "wx": if the file appeared since the check, leave it alone rather than overwrite someone's work.
    writeFileSync(target, plan.text, { encoding: "utf8", flag: "wx" });
  } catch (error) {
    return refuse(explainWriteFailure(plan.path, error));
  }

  for (const note of plan.notes) console.log(note);
  console.log(`Created ${plan.path} (route ${plan.route}).`);
  console.log(`Preview it at ${previewAddress}${plan.route} while npm run dev runs.`);
  console.log(`To show it in the header, add it to navigation in ${contentFolder}/site.yaml.`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  // The editor needs a sentence, not a stack trace; the reason is kept for whoever they ask for help.
  const reason = error instanceof Error ? error.message : String(error);
  refuse(`The page could not be created because of an unexpected problem: ${reason}\nNothing was written.`);
}
