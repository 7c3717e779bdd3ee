/** Saves text as a file through a temporary link, as a browser download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
