import { createFileRoute } from '@tanstack/react-router';
import { RenderErrorTest } from '../../features/shell/error-test';

/** Throws while rendering, to check the site error page end to end. */
export const Route = createFileRoute('/error-test/render')({
  component: RenderErrorTest,
});
