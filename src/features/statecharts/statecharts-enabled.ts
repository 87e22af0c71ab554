/**
 * Whether this server serves the statechart visualizer (`STATECHARTS_ENABLED`). The site server
 * answers `GET /statecharts/enabled` only when it does; under `npm run dev` (Vite serves the app
 * and never runs in production) the visualizer is always there.
 */
export async function statechartsEnabled(fetcher: typeof fetch = fetch): Promise<boolean> {
  if (import.meta.env.DEV) return true;
  try {
    const response = await fetcher('/statecharts/enabled', {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { enabled?: unknown };
    return body.enabled === true;
  } catch {
    return false;
  }
}
