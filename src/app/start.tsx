import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { mirrorCityCookie } from '../lib/city-store';
import { App, HydratingRouter, hydrateAppParts, startApp } from './app';

/** The rest in a task of its own: a tap waits for the step that is running, not for them all. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function pageRoot(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page is missing its #root element.');
  return container;
}

/**
 * Hydrates the page the server drew (decision 123), with the data it carries. The app's modules
 * have just run in one task; making the router and hydrating each take another.
 */
export async function hydratePage(): Promise<void> {
  const container = pageRoot();
  // A city chosen before the cookie existed: the next page the server draws is for that city.
  mirrorCityCookie();
  await nextTask();
  const parts = hydrateAppParts();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App parts={parts} routerView={<HydratingRouter router={parts.router} />} />
      </StrictMode>,
    );
  });
}

/** Draws a page the server did not draw (the cart, checkout, the account). */
export async function drawPage(): Promise<void> {
  const root = createRoot(pageRoot());
  mirrorCityCookie();
  const parts = await startApp();
  // The first render is a transition so React yields to the browser between components: a tap
  // or key press during start-up is answered at once instead of after the whole first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    );
  });
}
