import type { Page } from 'playwright-core';

/**
 * Calls of the shop's API from a page's own origin, carrying that page's session cookies, as
 * the web app makes them. A refusal throws with the status and the answer's body.
 */
export function pageApi(page: Page, baseUrl: string) {
  const answer = async (path: string, response: Awaited<ReturnType<Page['request']['get']>>) => {
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok())
      throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
    return body;
  };
  return {
    get: async (path: string) => answer(path, await page.request.get(`${baseUrl}${path}`)),
    post: async (path: string, data: unknown) =>
      answer(
        path,
        await page.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } }),
      ),
  };
}

export type PageApi = ReturnType<typeof pageApi>;
