/** A word from the engine's table with its {placeholders} filled in; an unknown one stays as written. */
export function fillWord(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
