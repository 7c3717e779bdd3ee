import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built index.html cut where a page's head tags and inlined data go. */
export type PageTemplate = {
  head: string;
  beforeBodyEnd: string;
  end: string;
  /** API bodies every page inlines, besides its own. */
  data?: Record<string, string>;
};

/**
 * Reads the web build's index.html once. Its own title and description are dropped (each
 * page writes its own); the page's tags go right after the charset, before the scripts and
 * styles, so the image preload starts as early as it can.
 */
export function loadTemplate(webDir: string): PageTemplate | undefined {
  let html: string;
  try {
    html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  html = html
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  const headAt = charset ? charset.index + charset[0].length : html.indexOf('<head>') + 6;
  const bodyEndAt = html.lastIndexOf('</body>');
  if (headAt < 6 || bodyEndAt < headAt) throw new Error(`${webDir}/index.html has no head or body`);
  return {
    head: html.slice(0, headAt),
    beforeBodyEnd: html.slice(headAt, bodyEndAt),
    end: html.slice(bodyEndAt),
  };
}
