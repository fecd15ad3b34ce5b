/**
 * Many files' texts in few requests: GitHub's GraphQL API reads a blob by its SHA
 * (`repository { b0: object(oid: "…") { ... on Blob { text } } }`), so one query reads a batch of
 * them where the REST API needs a request each. Blobs never change, so each is kept once read.
 * A blob GraphQL gives no text of (binary, or cut short for its size) is read alone, over REST.
 */
import { inTurns } from "../../../lib/in-turns.ts";
import type { BlobCache } from "./blob-cache.ts";
import type { GitHubApi } from "./github-api.ts";
import type { RepositoryName } from "./repository-reader.ts";

/** Files a query reads: GitHub answers a few hundred small blobs well within its 10 s. */
export const blobsPerQuery = 250;

/** Queries in flight at once: GitHub asks integrators not to send many at the same time. */
const queriesAtOnce = 4;

export interface WantedBlob {
  sha: string;
  /** For the failure's words. */
  path: string;
}

type BlobAnswer = { text?: string | null; isTruncated?: boolean } | null;

const sha = /^[0-9a-f]{40}$/;

function blobQuery(shas: readonly string[]): string {
  const parts = shas.map((oid, index) => `b${index}: object(oid: "${oid}") { ... on Blob { text isTruncated } }`);
  return `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${parts.join(" ")} } }`;
}

export function createBlobBatches(api: GitHubApi, cache: BlobCache, name: RepositoryName, readOne: (blob: WantedBlob) => Promise<string>) {
  /** The texts of `blobs` by SHA: the cached ones without a request, the rest `blobsPerQuery` a query. */
  async function texts(blobs: readonly WantedBlob[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const missing = new Map<string, WantedBlob>();
    for (const blob of blobs) {
      if (found.has(blob.sha) || missing.has(blob.sha)) continue;
      const cached = await cache.get(`blob ${blob.sha}`);
      if (cached !== undefined) found.set(blob.sha, cached);
      else if (sha.test(blob.sha)) missing.set(blob.sha, blob);
      else throw new Error(`"${blob.sha}" is not a blob SHA (${blob.path}).`);
    }
    const wanted = [...missing.values()];
    const batches = Array.from({ length: Math.ceil(wanted.length / blobsPerQuery) }, (_, index) => wanted.slice(index * blobsPerQuery, (index + 1) * blobsPerQuery));
    await inTurns(batches, queriesAtOnce, async (batch) => {
      const action = batch.length === 1 ? `Reading ${batch[0]!.path}` : `Reading ${batch.length} files`;
      const answer = await api.graphql<{ repository: Record<string, BlobAnswer> | null }>(action, blobQuery(batch.map((blob) => blob.sha)), { owner: name.owner, name: name.repo });
      for (const [index, blob] of batch.entries()) {
        const part = answer.repository?.[`b${index}`];
        // Not a text GraphQL gives whole: the REST API's base64 reads it.
        const text = part && typeof part.text === "string" && !part.isTruncated ? part.text : await readOne(blob);
        await cache.set(`blob ${blob.sha}`, text);
        found.set(blob.sha, text);
      }
    });
    return found;
  }

  return { texts };
}
