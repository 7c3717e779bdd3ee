const DESCRIPTION_PREVIEW_LENGTH = 25;

/** Cards show the description cut to 25 characters. */
export function descriptionPreview(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
