/**
 * Publishing the editor's saved edits: a pull request from their branch into the site's,
 * the state of its checks and the deploy preview, and the merge once the checks pass.
 */
import { useCallback, useEffect, useId, useState } from "react";
import { failureText } from "../failure-text.ts";
import { httpsOnly } from "../https-link.ts";
import { StoreFailure } from "../store/content-store.ts";
import type { Check } from "../store/github/checks.ts";
import type { PublishState, Publishing } from "../store/github/publishing.ts";
import * as styles from "../styles.ts";

interface PublishPanelProps {
  publish: Publishing;
  baseBranch: string;
  login: string;
  /** Changes with each save, so a pull request open already shows the new commit's checks. */
  savedHead: string | undefined;
  onSignedOut(): void;
}

/** While checks run, asked again this often. */
const pollMs = 5000;

const stateWords: Record<Check["state"], string> = { pending: "running", success: "passed", failure: "failed" };

function ExternalLink({ href: given, children }: { href: string; children: string }) {
  const href = httpsOnly(given);
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function PublishPanel({ publish, baseBranch, login, savedHead, onSignedOut }: PublishPanelProps) {
  const [current, setCurrent] = useState<PublishState>();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const failed = useCallback(
    (action: string, error: unknown) => {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut();
      setNote(`${action}: ${failureText(error)}`);
    },
    [onSignedOut],
  );

  const refresh = useCallback(async () => {
    try {
      setCurrent(await publish.state());
    } catch (error) {
      failed("Reading the checks", error);
    }
  }, [publish, failed]);

  // A pull request opened in an earlier visit is shown again; a save changes its checks.
  useEffect(() => {
    let live = true;
    publish.state().then(
      (state) => live && setCurrent(state),
      (error: unknown) => live && failed("Reading the checks", error),
    );
    return () => {
      live = false;
    };
  }, [publish, failed, savedHead]);

  useEffect(() => {
    if (current?.checksState !== "pending") return;
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [current?.checksState, refresh]);

  const open = async () => {
    setBusy(true);
    setNote("");
    try {
      await publish.open(`Content edits from the studio (${login})`, `Saved in the studio at /studio/ by @${login}. Merging publishes them.`);
      await refresh();
    } catch (error) {
      failed("Publishing", error);
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    setBusy(true);
    setNote("");
    try {
      const outcome = await publish.merge();
      if (outcome.merged) {
        setCurrent(undefined);
        setNote(`Published: your edits are on ${baseBranch} (commit ${outcome.sha.slice(0, 7)}). The site shows them once its host has built it; your next save starts from there.`);
      } else {
        if (outcome.state) setCurrent(outcome.state);
        setNote(
          outcome.reason === "checks-failed"
            ? "Not published: a check failed. Open it to see why; fix the page and save again."
            : outcome.reason === "checks-pending"
              ? "Not published yet: the checks are still running."
              : "Nothing to publish: save your edits first.",
        );
      }
    } catch (error) {
      failed("Publishing", error);
    } finally {
      setBusy(false);
    }
  };

  const pull = current?.pullRequest;
  const canMerge = current && (current.checksState === "success" || current.checksState === "none");
  return (
    <section css={styles.publishPanel} aria-labelledby={headingId}>
      <h2 id={headingId}>Publish</h2>
      {!pull ? (
        <>
          <p css={styles.hint}>Saved edits stay on your branch, studio/{login}, until you publish them to the site.</p>
          <button type="button" css={styles.button} disabled={busy} onClick={() => void open()}>
            Propose my saved edits
          </button>
        </>
      ) : (
        <>
          <p>
            Proposed as <ExternalLink href={pull.url}>{`pull request #${pull.number}`}</ExternalLink>.
            {current.previewUrl && (
              <>
                {" "}
                <ExternalLink href={current.previewUrl}>Open the preview</ExternalLink>
              </>
            )}
          </p>
          {current.checks.length === 0 ? (
            <p css={styles.hint}>This repository runs no checks on it.</p>
          ) : (
            <ul aria-label="Checks">
              {current.checks.map((check) => (
                <li key={check.name} data-check-state={check.state}>
                  {check.name}: {stateWords[check.state]}
                  {check.url && check.state === "failure" && (
                    <>
                      {" "}
                      <ExternalLink href={check.url}>{`See why ${check.name} failed`}</ExternalLink>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
            <button type="button" css={[styles.button, styles.primaryButton]} disabled={busy || !canMerge} onClick={() => void merge()}>
              Publish to the site
            </button>
            <button type="button" css={styles.button} disabled={busy} onClick={() => void refresh()}>
              Check again
            </button>
          </div>
        </>
      )}
      <p role="status" css={styles.hint}>
        {note || (current?.checksState === "pending" ? "The checks are running; this updates by itself." : current?.checksState === "failure" ? "A check failed: publishing waits until it passes." : "")}
      </p>
    </section>
  );
}
