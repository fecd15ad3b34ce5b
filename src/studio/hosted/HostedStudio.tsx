/**
 * The studio on the published site: who is signed in, and the studio itself on the GitHub
 * store once GitHub says who they are and whether they may push. An expired sign-in asks
 * again over the studio, which keeps every unsaved edit meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { authConfig } from "../../auth/config.ts";
import type { StudioSettings } from "../../content/site.ts";
import { failureText } from "../failure-text.ts";
import { previewPaneIds } from "../shell.ts";
import { StoreFailure } from "../store/content-store.ts";
import { Studio, type StudioChrome } from "../Studio.tsx";
import * as styles from "../styles.ts";
import type { Session } from "./open-session.ts";
import type { HostedCatalogue } from "./page-data.ts";
import type { takeSignInReturn } from "./sign-in-return.ts";
import { PublishPanel } from "./PublishPanel.tsx";
import { SignIn } from "./SignIn.tsx";
import { forgetToken, keepToken, noteRememberChoice, readToken, takeRememberChoice } from "./token-storage.ts";

// Asked for as the page starts, so they arrive while the editor signs in: Octokit, the YAML
// parser and the validator (open-session.ts), and supabase-js only for GitHub's sign-in page.
const loadSession = () => import("./open-session.ts");
const loadGitHubSignIn = () => import("./github-sign-in.ts");

type Phase = "starting" | "signed-out" | "checking" | "ready";

function readOnlySentence(login: string, repository: string): string {
  return `You are signed in as ${login}, who may read ${repository} but not change it, so the pages are shown read-only. An owner or admin of the repository can give you write access on GitHub (in the repository's Settings, under Collaborators and teams); then sign in again.`;
}

interface HostedStudioProps {
  settings: StudioSettings;
  catalogue: HostedCatalogue;
  /** A return from GitHub's sign-in page, taken out of the address before React started (github-sign-in.ts). */
  arrival: ReturnType<typeof takeSignInReturn>;
}

export function HostedStudio({ settings, catalogue, arrival }: HostedStudioProps) {
  const auth = useMemo(() => authConfig(), []);
  const failedArrival = arrival && "error" in arrival ? arrival.error : undefined;
  const [kept] = useState(readToken);
  const [phase, setPhase] = useState<Phase>(failedArrival || (!arrival && !kept) ? "signed-out" : "starting");
  const [session, setSession] = useState<Session>();
  const [reason, setReason] = useState<string | undefined>(failedArrival);
  const [signInAgain, setSignInAgain] = useState(false);
  const [savedHead, setSavedHead] = useState<string>();

  const signInWith = useCallback(
    async (token: string, remember: boolean, login?: string) => {
      try {
        const opened = await (await loadSession()).openSession(settings, catalogue, token, login);
        keepToken(token, remember, opened.identity.login);
        setSession(opened);
        setSignInAgain(false);
        setReason(undefined);
        setPhase("ready");
      } catch (error) {
        const refused = error instanceof StoreFailure && (error.kind === "signed-out" || error.kind === "not-found");
        if (refused) forgetToken();
        setReason(
          error instanceof StoreFailure && error.kind === "signed-out"
            ? "GitHub did not accept that token: it may be mistyped, expired or revoked. Make a new one and paste it here."
            : error instanceof StoreFailure && error.kind === "not-found"
              ? `GitHub shows no repository ${settings.repository} to this account. Check that the token was made for it, or ask for access to it.`
              : failureText(error),
        );
        setPhase(session ? "ready" : "signed-out");
      }
    },
    [settings, catalogue, session],
  );

  // Once, on arrival: a return from GitHub's sign-in page, a kept token, or the sign-in form.
  // Guarded, as React's development build runs effects twice, and a sign-in code works once.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (failedArrival) return;
    if (arrival && "code" in arrival && auth) {
      const remember = takeRememberChoice();
      loadGitHubSignIn()
        .then(({ finishGitHubSignIn }) => finishGitHubSignIn(auth, arrival.code))
        .then(
        (token) => signInWith(token, remember),
        (error: Error) => {
          setReason(error.message);
          setPhase("signed-out");
        },
      );
    } else if (kept) void Promise.resolve(kept).then(({ token, remembered, login }) => signInWith(token, remembered, login));
    else void loadSession();
    // Once per page: a later sign-in goes through the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The preview pane is the page's own (shell.ts): shown only with the studio.
  useEffect(() => {
    const pane = document.getElementById(previewPaneIds.pane);
    if (pane) pane.hidden = phase !== "ready" && !session;
  }, [phase, session]);

  const signedOut = useCallback(() => setSignInAgain(true), []);
  const signInWithToken = (token: string, remember: boolean) => {
    setPhase("checking");
    void signInWith(token, remember);
  };
  const signOut = useCallback(() => {
    forgetToken();
    // What was read of the repository stays on no shared computer; unsaved edits do, by design, until saved.
    void loadSession().then(({ forgetReadContent }) => forgetReadContent());
    if (auth) void loadGitHubSignIn().then(({ signOutOfSupabase }) => signOutOfSupabase(auth));
    setSession(undefined);
    setReason("You are signed out. Unsaved edits stay in this browser until you sign in again.");
    setPhase("signed-out");
  }, [auth]);

  const onGitHub = auth
    ? (remember: boolean) => {
        noteRememberChoice(remember);
        loadGitHubSignIn()
          .then(({ startGitHubSignIn }) => startGitHubSignIn(auth))
          .catch((error: Error) => setReason(error.message));
      }
    : undefined;

  const chrome: StudioChrome | undefined = useMemo(() => {
    if (!session) return undefined;
    const { identity, store } = session;
    return {
      toolbar: (
        <span css={styles.signedInAs}>
          Signed in as {identity.login}
          <button type="button" css={styles.button} onClick={signOut}>
            Sign out
          </button>
        </span>
      ),
      ...(identity.canPush
        ? {
            panel: <PublishPanel publish={store.publish} baseBranch={settings.branch} login={identity.login} savedHead={savedHead} onSignedOut={signedOut} />,
          }
        : { readOnly: readOnlySentence(identity.login, settings.repository) }),
      onSignedOut: signedOut,
      onSaved: setSavedHead,
    };
  }, [session, settings, savedHead, signOut, signedOut]);

  if (!session || !chrome) {
    if (phase === "starting") return <p css={styles.signIn} role="status">Opening the studio…</p>;
    return <SignIn repository={settings.repository} busy={phase === "checking"} onToken={signInWithToken} {...(reason ? { reason } : {})} {...(onGitHub ? { onGitHub } : {})} />;
  }
  return (
    <>
      {/* Keyed by scope: another account's session starts a studio of its own, never with the last one's edits. */}
      <div style={{ display: "contents" }} inert={signInAgain}>
        <Studio key={session.backend.scope} backend={session.backend} chrome={chrome} />
      </div>
      {signInAgain && (
        <SignIn
          asDialog
          repository={settings.repository}
          busy={phase === "checking"}
          reason={reason ?? "GitHub no longer accepts your sign-in (it may have expired). Sign in again: your unsaved edits are kept."}
          onToken={signInWithToken}
          {...(onGitHub ? { onGitHub } : {})}
        />
      )}
    </>
  );
}


