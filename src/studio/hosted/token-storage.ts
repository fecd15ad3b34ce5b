/**
 * Where the editor's GitHub token is kept: for this tab only (sessionStorage) unless they
 * ticked "Remember me on this computer" (localStorage). It goes nowhere else: not into the
 * address, the history or a message; the GitHub store sends it to the API origin alone.
 */
const tokenKey = "studio:github-token";
/** Who the token belongs to, kept beside it so that opening again need not ask GitHub (a token is one user's for life). */
const loginKey = "studio:github-login";

function storages(): Storage[] {
  try {
    return [sessionStorage, localStorage];
  } catch {
    // Storage blocked: the token lives in memory for this page only.
    return [];
  }
}

/** The kept token, whether it was kept past this tab, and whom it belongs to when that was kept too. */
export function readToken(): { token: string; remembered: boolean; login?: string } | undefined {
  for (const storage of storages()) {
    const token = storage.getItem(tokenKey);
    const login = storage.getItem(loginKey);
    if (token) return { token, remembered: storage === localStorage, ...(login ? { login } : {}) };
  }
  return undefined;
}

export function keepToken(token: string, remember: boolean, login?: string): void {
  forgetToken();
  try {
    const storage = remember ? localStorage : sessionStorage;
    storage.setItem(tokenKey, token);
    if (login) storage.setItem(loginKey, login);
  } catch {
    // Not kept: the editor signs in again on the next visit.
  }
}

export function forgetToken(): void {
  for (const storage of storages()) {
    storage.removeItem(tokenKey);
    storage.removeItem(loginKey);
  }
}

/** Set across the trip to GitHub's sign-in page, so the choice made before it still holds after. */
const rememberKey = "studio:remember-me";

export function noteRememberChoice(remember: boolean): void {
  try {
    sessionStorage.setItem(rememberKey, remember ? "yes" : "no");
  } catch {
    // The token is then kept for the tab only.
  }
}

export function takeRememberChoice(): boolean {
  try {
    const remember = sessionStorage.getItem(rememberKey) === "yes";
    sessionStorage.removeItem(rememberKey);
    return remember;
  } catch {
    return false;
  }
}
