/**
 * Where the editor's GitHub token is kept: for this tab only (sessionStorage) unless they
 * ticked "Remember me on this computer" (localStorage). It goes nowhere else: not into the
 * address, the history or a message; the GitHub store sends it to the API origin alone.
 */
const tokenKey = "studio:github-token";

function storages(): Storage[] {
  try {
    return [sessionStorage, localStorage];
  } catch {
    // Storage blocked: the token lives in memory for this page only.
    return [];
  }
}

/** The kept token, and whether it was kept past this tab. */
export function readToken(): { token: string; remembered: boolean } | undefined {
  for (const storage of storages()) {
    const token = storage.getItem(tokenKey);
    if (token) return { token, remembered: storage === localStorage };
  }
  return undefined;
}

export function keepToken(token: string, remember: boolean): void {
  forgetToken();
  try {
    (remember ? localStorage : sessionStorage).setItem(tokenKey, token);
  } catch {
    // Not kept: the editor signs in again on the next visit.
  }
}

export function forgetToken(): void {
  for (const storage of storages()) storage.removeItem(tokenKey);
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
