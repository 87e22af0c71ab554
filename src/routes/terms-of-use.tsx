import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUsePage } from '../features/content/terms-of-use-page';

export const Route = createFileRoute('/terms-of-use')({
  component: TermsOfUsePage,
});
