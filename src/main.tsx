/**
 * The page's entry (decision 146). It runs React, which it imports, in its own task; the app's
 * own code comes in the next one (a dynamic import's modules run in a task of their own), then
 * the router is made and the page hydrated in tasks of their own (./app/start). A tap or a key
 * press waits at most for the step that is running.
 */
// React, run with the entry: the first step.
import 'react-dom/client';
// The fonts' faces, linked from the page itself rather than from the app's code, which arrives
// after the page has painted.
import './styles/fonts.css';

/** True when the server drew this page and left its router state for hydration. */
const serverDrawn = '$_TSR' in window;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (serverDrawn) {
  void nextTask()
    .then(() => import('./app/start'))
    .then(({ hydratePage }) => hydratePage());
} else {
  // A page the server did not draw shows nothing until the app runs: no step to wait for.
  void import('./app/start').then(({ drawPage }) => drawPage());
}
