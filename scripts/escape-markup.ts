/** Text made safe inside HTML or XML, as element text or a double-quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
