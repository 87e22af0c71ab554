import { createFileRoute } from '@tanstack/react-router';
import { CoverKitPage } from '../features/content/cover-kit-page';

export const Route = createFileRoute('/cover-kit')({
  component: CoverKitPage,
});
