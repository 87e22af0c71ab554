import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, HydratingRouter, hydrateAppParts, isServerRendered, startApp } from './app/app';
import { mirrorCityCookie } from './lib/city-store';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

// A city chosen before the cookie existed: the next page the server draws is for that city.
mirrorCityCookie();

/** The rest in a task of its own: a tap waits for the step that is running, not for them all. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (isServerRendered()) {
  // The server drew the page (decision 123): hydrate it, with the data it carries. The app's
  // modules have just run in one task; making the router and hydrating each take another.
  void nextTask()
    .then(() => {
      const parts = hydrateAppParts();
      return nextTask().then(() => parts);
    })
    .then((parts) => {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App parts={parts} routerView={<HydratingRouter router={parts.router} />} />
          </StrictMode>,
        );
      });
    });
} else {
  const root = createRoot(container);
  void startApp().then((parts) => {
    // The first render is a transition so React yields to the browser between components: a tap
    // or key press during start-up is answered at once instead of after the whole first page.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App parts={parts} />
        </StrictMode>,
      );
    });
  });
}
