/** `%`, `_` and the escape character itself match literally inside the user's text (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
