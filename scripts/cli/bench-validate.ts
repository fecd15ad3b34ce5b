/**
 * Measures content validation: the shipped content, and 1,000 generated page
 * files next to a bare `yaml` parse of the same files (the overhead ratio).
 *   npm run bench:validate
 */
import { readFileSync } from "node:fs";
import { benchGeneratedValidation, freshTexts } from "../bench/validation.ts";
import { time } from "../bench/timing.ts";
import { siteFile } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";
import { validateSources } from "../../src/validation/validate.ts";

const shipped = readContentSources(process.cwd());
// Every file new (a first validation), then one page changed (what the dev server and the studio do after an edit).
const everyFile = freshTexts(shipped);
const shippedMs = time(20, () => validateSources(everyFile()));
const aboutChanged = freshTexts(shipped, (source) => source.path === "content/pages/about.yaml");
const oneFileMs = time(20, () => validateSources(aboutChanged()));
const generated = benchGeneratedValidation(process.cwd(), 1000);

const siteBytes = readFileSync(siteFile).length;
console.log(`shipped content   ${shipped.length} files (${siteBytes} B site file)   ${shippedMs.toFixed(1)} ms`);
console.log(`  again, one page changed   ${oneFileMs.toFixed(1)} ms (the other files' parses reused)`);
console.log(`generated content ${generated.files} files, ${generated.sections} sections   ${generated.validationMs.toFixed(0)} ms`);
console.log(`bare yaml parse   same files   ${generated.bareParseMs.toFixed(0)} ms`);
console.log(`validation / bare parse   ${generated.ratio.toFixed(2)}x`);
