import { readHostedConfig } from "./page-data.ts";

const config = readHostedConfig();
document.getElementById("studio")!.textContent = config?.settings ? `Studio for ${config.settings.repository}` : "The studio is not turned on.";
