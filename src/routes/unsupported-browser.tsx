import { createFileRoute } from '@tanstack/react-router';
import { UnsupportedBrowserPage } from '../features/shell/unsupported-browser-page';

export const Route = createFileRoute('/unsupported-browser')({
  component: UnsupportedBrowserPage,
});
