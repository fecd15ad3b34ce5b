/**
 * What `npm run new-page` does and prints, as a function of its arguments and folder, so its
 * tests run it in their own process (scripts/cli/new-page.ts is the command).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { newPageUsage, planNewPage } from "../../src/validation/new-page.ts";
import { contentFolder } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";

const previewAddress = "http://localhost:5173/#";

/** What the command printed and its exit code. */
interface NewPageOutcome {
  code: 0 | 1;
  out: string;
  err: string;
}

const refused = (message: string): NewPageOutcome => ({ code: 1, out: "", err: `${message}\n` });

function parseArguments(args: readonly string[], cwd: string): { name?: string; root: string; problem?: string } {
  const words: string[] = [];
  let root = cwd;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--root") {
      const value = args[++index];
      if (value === undefined) return { root, problem: "--root needs a folder after it." };
      root = resolve(cwd, value);
    } else if (arg.startsWith("--root=")) {
      root = resolve(cwd, arg.slice("--root=".length));
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

function create(args: readonly string[], cwd: string): NewPageOutcome {
  if (args.includes("--help") || args.includes("-h")) return { code: 0, out: `Usage: ${newPageUsage}\nFor example: npm run new-page -- our-team\n`, err: "" };
  const { name, root, problem } = parseArguments(args, cwd);
  if (problem) return refused(`${problem}\nUsage: ${newPageUsage}`);
  if (name === undefined) return refused(`Give the new page a name.\nUsage: ${newPageUsage}\nFor example: npm run new-page -- our-team`);
  if (!existsSync(join(root, contentFolder))) {
    return refused(`There is no ${contentFolder} folder here. Run this command from the project folder, the one that holds ${contentFolder}/.`);
  }

  const plan = planNewPage(readContentSources(root), name);
  if (!plan.ok) return refused(plan.message);

  const target = join(root, plan.path);
  try {
    mkdirSync(dirname(target), { recursive: true });
    // "wx": if the file appeared since the check, leave it alone rather than overwrite someone's work.
    writeFileSync(target, plan.text, { encoding: "utf8", flag: "wx" });
  } catch (error) {
    return refused(explainWriteFailure(plan.path, error));
  }

  const lines = [
    ...plan.notes,
    `Created ${plan.path} (route ${plan.route}).`,
    `Preview it at ${previewAddress}${plan.route} while npm run dev runs.`,
    `To show it in the header, add it to navigation in ${contentFolder}/site.yaml.`,
  ];
  return { code: 0, out: lines.map((line) => `${line}\n`).join(""), err: "" };
}

/** The command run with `args`, in the folder `cwd` unless `--root` names another. */
export function newPageCommand(args: readonly string[], cwd: string): NewPageOutcome {
  try {
    return create(args, cwd);
  } catch (error) {
    // The editor needs a sentence, not a stack trace; the reason is kept for whoever they ask for help.
    const reason = error instanceof Error ? error.message : String(error);
    return refused(`The page could not be created because of an unexpected problem: ${reason}\nNothing was written.`);
  }
}
