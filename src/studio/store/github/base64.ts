/** Base64 as the Git Database API carries file contents, with the browser's own codecs. */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // fromCharCode takes its arguments on the stack: a large image in one call would overflow it.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** GitHub wraps base64 at 60 characters; the line breaks are not content. */
export function base64ToText(base64: string): string {
  const binary = atob(base64.replace(/\s/g, ""));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
