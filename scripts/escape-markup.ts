/** Text made safe inside HTML or XML, as element text or a double-quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A JSON script element: `<` written as `\u003c`, so no `</script>` inside the data can end it early. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeMarkup(id)}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}
