/** A stand-in on a fresh repository seeded with two content files, and a JSON client for it. */
import { rm } from "node:fs/promises";
import { startGitHubStandIn, type GitHubStandIn } from "../../scripts/github-stand-in/index.ts";

export const siteYaml = "brand: SAF\nnavigation:\n  - label: About\n    route: /about\n";
export const aboutYaml = "route: /about\ntitle: About us\ndescription: Who we are\nsections: []\n";

export async function seededStandIn(extra: Partial<Parameters<typeof startGitHubStandIn>[0]> = {}): Promise<GitHubStandIn> {
  return startGitHubStandIn({
    users: {
      "alice-token": { login: "alice", name: "Alice Editor", push: true },
      "bob-token": { login: "bob", name: "Bob Writer", push: true },
      "reader-token": { login: "reader", push: false },
    },
    seed: new Map<string, string | Buffer>([
      ["content/site.yaml", siteYaml],
      ["content/pages/about.yaml", aboutYaml],
      ["content/schema/page.schema.json", "{}\n"],
      ["public/media/hero.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ]),
    ...extra,
  });
}

export async function stopStandIn(standIn: GitHubStandIn): Promise<void> {
  await standIn.close();
  await rm(standIn.repoDir, { recursive: true, force: true });
}

export function client(standIn: GitHubStandIn, token = "alice-token") {
  return async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${standIn.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any };
  };
}
