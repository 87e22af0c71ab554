import { createFileRoute } from '@tanstack/react-router';
import { LiquidationSalePolicyPage } from '../features/content/liquidation-sale-policy-page';

export const Route = createFileRoute('/liquidation-sale-policy')({
  component: LiquidationSalePolicyPage,
});
