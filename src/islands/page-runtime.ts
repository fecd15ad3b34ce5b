/**
 * The page's own script, the client build's second entry: what the hydration loader imports
 * after the first paint (src/boot/hydration-loader.ts). All it does is in page-wake.ts, which
 * the tests import without starting it.
 */
import { modulesAttribute } from "../boot/contract.ts";
import { startPageRuntime } from "./page-wake.ts";

startPageRuntime(document.querySelector(`script[${modulesAttribute}]`));
