/** Text or an attribute value written into HTML or XML. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside a `<script>` element: no `<` may appear, so neither `</script>` nor `<!--` can
 * end or change the element; `\u003c` reads back as the same string.
 */
export const jsonInScript = (json: string) => json.replace(/</g, '\\u003c');
