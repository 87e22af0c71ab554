import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/content/contact-page';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});
