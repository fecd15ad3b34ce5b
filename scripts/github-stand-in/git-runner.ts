/**
 * Runs `git` in one bare repository. Every answer the stand-in gives is read from git through
 * this, so what a test sees with `git log` is what a client saw over HTTP.
 */
import { execFile } from "node:child_process";

export interface GitRun {
  /** Bytes for the command's standard input (`hash-object --stdin`, `commit-tree -F -`). */
  input?: string | Buffer;
  /** Added to the environment: author and committer identities, `GIT_INDEX_FILE`. */
  env?: Record<string, string>;
  /** Exit codes that are answers rather than failures (`merge-base --is-ancestor` says no with 1). */
  okCodes?: number[];
}

export interface GitResult {
  stdout: Buffer;
  code: number;
}

/** Identities git needs when nobody passes one: the stand-in commits merges as GitHub does. */
const quietEnvironment = {
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_AUTHOR_NAME: "GitHub",
  GIT_AUTHOR_EMAIL: "noreply@github.com",
  GIT_COMMITTER_NAME: "GitHub",
  GIT_COMMITTER_EMAIL: "noreply@github.com",
};

export function gitRunner(gitDir: string) {
  function raw(args: readonly string[], run: GitRun = {}): Promise<GitResult> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        "git",
        ["--git-dir", gitDir, ...args],
        { encoding: "buffer", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...quietEnvironment, ...run.env } },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
          if (code === 0 || run.okCodes?.includes(code)) resolve({ stdout, code });
          else reject(new Error(`git ${args.join(" ")} failed (${code}): ${stderr.toString().trim()}`));
        },
      );
      // Commands that read no input may exit before taking it; their closed pipe is no failure.
      child.stdin?.on("error", () => {});
      if (run.input === undefined) child.stdin?.end();
      else child.stdin?.end(run.input);
    });
  }

  /** Runs git and answers its standard output as text, without the final newline. */
  async function text(args: readonly string[], run: GitRun = {}): Promise<string> {
    const { stdout } = await raw(args, run);
    return stdout.toString("utf8").replace(/\n$/, "");
  }

  return { raw, text };
}

export type Git = ReturnType<typeof gitRunner>;
