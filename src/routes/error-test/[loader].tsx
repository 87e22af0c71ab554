import { createFileRoute } from '@tanstack/react-router';
import { failingLoader } from '../../features/shell/error-test';

/** Throws in its loader, to check the site error page end to end. */
export const Route = createFileRoute('/error-test/loader')({
  loader: failingLoader,
  component: () => null,
});
