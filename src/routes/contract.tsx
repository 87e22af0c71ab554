import { createFileRoute } from '@tanstack/react-router';
import { ContractPage } from '../features/content/contract-page';

export const Route = createFileRoute('/contract')({
  component: ContractPage,
});
