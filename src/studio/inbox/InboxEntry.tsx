/**
 * The inbox's way in, loaded only when the studio's address is #/inbox: who is signed in, and
 * whether they are on the team. The database answers the second question (my_team_role), so a
 * signed-in stranger gets a sentence and no data.
 */
import { Global } from "@emotion/react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { authConfig } from "../../auth/config.ts";
import { createInboxApi, rpcOf, type InboxApi, type TeamRole } from "./api.ts";
import { devClient, devSessionPath, hostedClient, inboxReturnAddress, type DevSession } from "./connection.ts";
import { Inbox, type LiveState } from "./Inbox.tsx";
import * as styles from "./styles.ts";

export interface InboxEntryProps {
  /** "dev": the dev server's database and its sample member; "hosted": the site's Supabase project. */
  mode: "dev" | "hosted";
  brand: string;
  /** A return from a sign-in (GitHub or the emailed link), taken out of the address before React started. */
  arrival?: { code: string } | { error: string } | undefined;
}

type Phase =
  | { kind: "starting" }
  | { kind: "not-configured" }
  | { kind: "signed-out"; reason?: string }
  | { kind: "stranger"; signedInAs: string }
  | { kind: "ready"; api: InboxApi; role: TeamRole; signedInAs: string; client: SupabaseClient; live: boolean };

/** Realtime's answer, or this long without one: then the Refresh button stands in. */
const liveTimeoutMs = 8000;

function watcher(client: SupabaseClient, live: boolean) {
  return (onNew: () => void, onState: (state: LiveState) => void) => {
    if (!live) {
      onState("unavailable");
      return () => undefined;
    }
    let settled = false;
    const timer = setTimeout(() => !settled && onState("unavailable"), liveTimeoutMs);
    const channel = client
      .channel("inbox:new-messages")
      .on("postgres_changes", { event: "INSERT", schema: "public", table: "contact_messages" }, () => onNew())
      .subscribe((status) => {
        settled = true;
        clearTimeout(timer);
        onState(status === "SUBSCRIBED" ? "live" : "unavailable");
      });
    return () => {
      clearTimeout(timer);
      void client.removeChannel(channel);
    };
  };
}

export default function InboxEntry({ mode, brand, arrival }: InboxEntryProps) {
  const config = useMemo(() => (mode === "hosted" ? authConfig() : null), [mode]);
  const hosted = useMemo(() => (config ? hostedClient(config) : undefined), [config]);
  const [phase, setPhase] = useState<Phase>(mode === "hosted" && !config ? { kind: "not-configured" } : { kind: "starting" });

  const enter = useCallback(async (client: SupabaseClient, signedInAs: string, live: boolean) => {
    const api = createInboxApi(rpcOf(client));
    const role = await api.role();
    setPhase(role ? { kind: "ready", api, role, signedInAs, client, live } : { kind: "stranger", signedInAs });
  }, []);

  const started = useRef(false);
  useEffect(() => {
    // Once: a sign-in code works once, and React's development build runs effects twice.
    if (started.current) return;
    started.current = true;
    const failed = (reason: string) => setPhase({ kind: "signed-out", reason });
    if (mode === "dev") {
      fetch(devSessionPath)
        .then((response) => (response.ok ? (response.json() as Promise<DevSession>) : Promise.reject(new Error(`the dev server answered ${response.status}`))))
        .then((session) => enter(devClient(session), session.signedInAs, false))
        .catch((error: Error) => failed(`The dev server's sample inbox did not open: ${error.message}.`));
      return;
    }
    if (!hosted) return;
    if (arrival && "error" in arrival) return failed(arrival.error.replace("GitHub sign-in", "Sign-in"));
    const session = arrival && "code" in arrival ? hosted.auth.exchangeCodeForSession(arrival.code) : hosted.auth.getSession();
    session
      .then(({ data, error }) => {
        if (error) return failed(`Sign-in did not finish: ${error.message}. Try again.`);
        const current = data.session;
        if (!current) return setPhase({ kind: "signed-out" });
        return enter(hosted, current.user.email ?? current.user.id, true);
      })
      .catch((error: Error) => failed(`Sign-in did not finish: ${error.message}. Try again.`));
  }, [mode, hosted, arrival, enter]);

  const signOut = useCallback(() => {
    void hosted?.auth.signOut({ scope: "local" }).finally(() => setPhase({ kind: "signed-out", reason: "You are signed out of the inbox." }));
  }, [hosted]);

  const watch = useMemo(() => (phase.kind === "ready" ? watcher(phase.client, phase.live) : undefined), [phase]);

  if (phase.kind === "ready" && watch) {
    return <Inbox api={phase.api} role={phase.role} brand={brand} signedInAs={phase.signedInAs} watch={watch} {...(mode === "hosted" ? { onSignOut: signOut } : {})} />;
  }
  return (
    <>
      <Global styles={styles.pageReset} />
      <main css={styles.signIn} aria-labelledby="inbox-heading">
        <h1 id="inbox-heading">{brand} Inbox</h1>
        {phase.kind === "starting" && <p role="status">Opening the inbox…</p>}
        {phase.kind === "not-configured" && (
          <p>The inbox is not turned on for this site: it needs the site's Supabase project, which a developer names when the site is built (the README says how).</p>
        )}
        {phase.kind === "stranger" && (
          <>
            <p role="alert" css={styles.notice}>
              You are signed in as <span dir="ltr">{phase.signedInAs}</span>, who is not on the {brand} team's list, so no messages are shown. An admin of the team can add
              you: ask one of them, giving the address you signed in with. Then open this page again.
            </p>
            <button type="button" css={styles.button} onClick={signOut}>
              Sign out
            </button>
          </>
        )}
        {phase.kind === "signed-out" && hosted && <SignIn client={hosted} brand={brand} {...(phase.reason ? { reason: phase.reason } : {})} />}
        {phase.kind === "signed-out" && !hosted && phase.reason && (
          <p role="alert" css={styles.notice}>
            {phase.reason}
          </p>
        )}
        <p>
          <a href="#/">Back to editing the site</a>
        </p>
      </main>
    </>
  );
}

function SignIn({ client, brand, reason }: { client: SupabaseClient; brand: string; reason?: string }) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string>();
  const [problem, setProblem] = useState(reason);
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  const withGitHub = async () => {
    setBusy(true);
    const { error } = await client.auth.signInWithOAuth({ provider: "github", options: { redirectTo: inboxReturnAddress() } });
    if (error) {
      setProblem(`Signing in with GitHub did not start: ${error.message}`);
      setBusy(false);
    }
  };

  const withLink = async () => {
    setBusy(true);
    // Only people who already have an account get a link, and every address gets the same answer.
    const { error } = await client.auth.signInWithOtp({ email: email.trim(), options: { emailRedirectTo: inboxReturnAddress(), shouldCreateUser: false } });
    setBusy(false);
    if (error && error.status !== 422 && error.status !== 400) return setProblem(`The link could not be sent: ${error.message}`);
    setProblem(undefined);
    setSent(email.trim());
  };

  return (
    <>
      <p>The messages visitors send through the site's contact form, for the {brand} team. Sign in with GitHub, or have a one-time sign-in link emailed to you.</p>
      {problem && (
        <p role="alert" css={styles.notice}>
          {problem}
        </p>
      )}
      <button type="button" css={[styles.button, styles.primary]} disabled={busy} onClick={() => void withGitHub()}>
        Sign in with GitHub
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) void withLink();
        }}
      >
        <label htmlFor={emailId}>Or your work email</label>
        <input id={emailId} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" css={styles.button} disabled={busy}>
          Email me a sign-in link
        </button>
      </form>
      {sent && (
        <p role="status">
          If <span dir="ltr">{sent}</span> belongs to someone on the team, a sign-in link is on its way to it. Open it in this browser.
        </p>
      )}
    </>
  );
}
