/**
 * Starts a new page from a template that already passes every content check.
 *   npm run new-page -- our-team                  creates content/pages/our-team.yaml, route /our-team
 *   npm run new-page -- our-team --root <folder>  works on the project in <folder>
 * Writes nothing and exits 1 when the page can't be created; every message is
 * meant for content editors, so no stack traces.
 */

import { newPageCommand } from "./new-page-command.ts";

const { code, out, err } = newPageCommand(process.argv.slice(2), process.cwd());
process.stdout.write(out);
process.stderr.write(err);
process.exitCode = code;
