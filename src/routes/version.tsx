import { createFileRoute } from '@tanstack/react-router';
import { VersionPage } from '../features/shell/version-page';

export const Route = createFileRoute('/version')({
  component: VersionPage,
});
