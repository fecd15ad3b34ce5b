import { afterAll, beforeAll, expect, it } from "vitest";
import type { GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { aboutYaml, client, seededStandIn, siteYaml, stopStandIn } from "./stand-in-fixture.ts";

let standIn: GitHubStandIn;
beforeAll(async () => {
  standIn = await seededStandIn();
});
afterAll(() => stopStandIn(standIn));

it("reads many blobs in one GraphQL query, by SHA or by branch and path, from the repository itself", async () => {
  const about = await standIn.git(["rev-parse", "main:content/pages/about.yaml"]);
  const query = `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
    a: object(oid: "${about}") { ... on Blob { text isTruncated } }
    s: object(expression: "main:content/site.yaml") { ... on Blob { text oid } }
    m: object(expression: "main:public/media/hero.jpg") { ... on Blob { text byteSize } }
    x: object(oid: "${"0".repeat(40)}") { ... on Blob { text } }
  } }`;
  const answer = await client(standIn, "reader-token")("POST", "/graphql", { query, variables: { owner: "saf", name: "site" } });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    data: {
      repository: {
        a: { text: aboutYaml, isTruncated: false },
        s: { text: siteYaml, oid: await standIn.git(["rev-parse", "main:content/site.yaml"]) },
        // A binary blob has no text, as on GitHub.
        m: { text: null, byteSize: 4 },
        x: null,
      },
    },
  });
  expect(standIn.requests.at(-1)).toMatchObject({ method: "POST", path: "/graphql", status: 200 });
});

it("answers another repository's name with null and a query of another shape with GraphQL's errors", async () => {
  const call = client(standIn);
  const elsewhere = await call("POST", "/graphql", { query: 'query { repository(owner: "saf", name: "other") { a: object(expression: "main:x") { ... on Blob { text } } } }' });
  expect(elsewhere.body.data).toEqual({ repository: null });
  const other = await call("POST", "/graphql", { query: "query { viewer { login } }" });
  expect(other.body.errors).toHaveLength(1);
  expect(other.body.data).toBeUndefined();
});
