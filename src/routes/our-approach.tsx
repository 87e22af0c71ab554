import { createFileRoute } from '@tanstack/react-router';
import { OurApproachPage } from '../features/content/our-approach-page';

export const Route = createFileRoute('/our-approach')({
  component: OurApproachPage,
});
