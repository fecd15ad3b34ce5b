/** `/studio/` of a site whose site.yaml has no `studio:`: how to turn it on, in words. */
import * as styles from "../styles.ts";

const example = `studio:
  repository: owner/name            # the GitHub repository holding this site
  branch: main                      # the branch the site is published from
  apiUrl: https://api.github.com    # GitHub Enterprise Server: https://HOST/api/v3`;

export function NotConfigured({ brand }: { brand: string }) {
  return (
    <main css={styles.signIn} aria-labelledby="not-configured-heading">
      <h1 id="not-configured-heading">The studio is not turned on for {brand}</h1>
      <p>
        The studio edits the site's pages in the browser and saves each change as a commit in the site's GitHub repository. It needs to know which repository that is.
      </p>
      <p>
        A developer turns it on by adding these lines to <code>content/site.yaml</code> and publishing the site again (“The studio on the published site” in the repository's docs/operating.md
        says more):
      </p>
      <pre>{example}</pre>
      <p>Editors then sign in here with GitHub, or with a fine-grained personal access token for that repository.</p>
    </main>
  );
}
