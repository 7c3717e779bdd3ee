import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable: soft line breaks first, then `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a mail to `to` in the shop's outbox (`DATA_DIR/outbox/*.eml`) and returns the first
 * link to `route` with its token, e.g. `http://localhost:1234/activate-account?token=…`.
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  route: string,
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[A-Za-z0-9._~%-]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // The outbox appears with the first mail.
    }
    for (const name of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8'));
      if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
      const link = mail.match(pattern)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a ${route} link in ${outbox}`);
}
