import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

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
