/**
 * Signing in to the studio on the published site: with GitHub through the site's Supabase
 * project when it has one, or with a fine-grained personal access token pasted in.
 */
import { useId, useState } from "react";
import * as styles from "../styles.ts";

/** What a fine-grained token needs, named as GitHub's token page names them. */
export const tokenPermissions = ["Contents: Read and write", "Pull requests: Read and write", "Commit statuses: Read-only", "Metadata: Read-only"] as const;

interface SignInProps {
  repository: string;
  /** Why the editor is asked (an expired sign-in, a refused token); none on a first visit. */
  reason?: string;
  busy: boolean;
  /** Present when the site has a Supabase project to sign in through. */
  onGitHub?: (remember: boolean) => void;
  onToken: (token: string, remember: boolean) => void;
  /** Shown over the studio after an expired sign-in, as a dialog: the page already has its main landmark. */
  asDialog?: boolean;
}

export function SignIn({ repository, reason, busy, onGitHub, onToken, asDialog = false }: SignInProps) {
  const [token, setToken] = useState("");
  const [remember, setRemember] = useState(false);
  const ids = { token: useId(), hint: useId(), remember: useId(), heading: useId() };
  const Frame = asDialog ? "div" : "main";
  return (
    <Frame css={[styles.signIn, asDialog && styles.signInDialog]} aria-labelledby={ids.heading} {...(asDialog ? { role: "dialog", "aria-modal": true } : {})}>
      {asDialog ? <h2 id={ids.heading}>Sign in again to go on</h2> : <h1 id={ids.heading}>Sign in to edit the site</h1>}
      <p>
        The pages are kept in the GitHub repository <strong>{repository}</strong>. Sign in with a GitHub account that may change it; each save becomes a commit on your own
        branch, and Publish proposes it to the site.
      </p>
      {reason && (
        <p role="alert" css={styles.notice}>
          {reason}
        </p>
      )}
      {onGitHub && (
        <>
          <button type="button" css={[styles.button, styles.primaryButton]} disabled={busy} onClick={() => onGitHub(remember)}>
            Sign in with GitHub
          </button>
          <p css={styles.hint}>Or use a token:</p>
        </>
      )}
      <form
        css={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim() !== "") onToken(token.trim(), remember);
        }}
      >
        <label htmlFor={ids.token}>GitHub token</label>
        <span id={ids.hint} css={styles.hint}>
          A fine-grained personal access token for {repository}, made on GitHub under Settings, then Developer settings, with these repository permissions:{" "}
          {tokenPermissions.join("; ")}.
        </span>
        <input
          id={ids.token}
          type="password"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={ids.hint}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          // Over the studio, the dialog takes the focus: the page behind is inert until signed in.
          autoFocus={asDialog}
          required
        />
        <span css={styles.switchRow}>
          <input id={ids.remember} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <label htmlFor={ids.remember}>Remember me on this computer</label>
        </span>
        <span css={styles.hint}>Left unticked, you are signed out when this tab closes. Tick it only on a computer no one else uses.</span>
        <button type="submit" css={[styles.button, styles.primaryButton]} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      {!asDialog && (
        <p css={styles.hint}>
          Answering the messages sent through the contact form? <a href="#/inbox">Open the team's inbox</a>, which has a sign-in of its own.
        </p>
      )}
    </Frame>
  );
}
