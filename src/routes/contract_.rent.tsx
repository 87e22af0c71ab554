import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/content/agreement-page';

export const Route = createFileRoute('/contract_/rent')({
  component: () => <AgreementPage kind="rent" />,
});
