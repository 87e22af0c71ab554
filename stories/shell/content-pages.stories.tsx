import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AgreementPage } from '../../src/features/content/agreement-page';
import { ContactPage } from '../../src/features/content/contact-page';
import { ContractPage } from '../../src/features/content/contract-page';
import { CoverKitPage } from '../../src/features/content/cover-kit-page';
import { FaqPage } from '../../src/features/content/faq-page';
import { LiquidationSalePolicyPage } from '../../src/features/content/liquidation-sale-policy-page';
import { OurApproachPage } from '../../src/features/content/our-approach-page';
import { PrivacyPolicyPage } from '../../src/features/content/privacy-policy-page';
import { TermsOfUsePage } from '../../src/features/content/terms-of-use-page';
import { ShellStoryProviders } from './shell-story-providers';

function ContentStory({ page: Page }: { page: ComponentType }) {
  return (
    <ShellStoryProviders path="/faq">
      <main>
        <Page />
      </main>
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Content/Pages',
  component: ContentStory,
  parameters: { layout: 'fullscreen' },
  args: { page: FaqPage },
} satisfies Meta<typeof ContentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.title).toBe('Frequently asked questions | Pivot Furniture');
    const question = canvas.getByText('What is PivotCare?');
    await userEvent.click(question);
    await expect(canvas.getByText(/20% of the item’s monthly fee/)).toBeVisible();
  },
};

export const FaqOnPhone: Story = { globals: { viewport: { value: 'phone' } } };

export const Contact: Story = {
  args: { page: ContactPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1-844-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18445550142',
    );
    await expect(canvas.getByText('9 a.m. to 8 p.m. ET')).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  args: { page: PrivacyPolicyPage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/PIPEDA/).length).toBeGreaterThan(0);
  },
};

export const TermsOfUse: Story = { args: { page: TermsOfUsePage } };

export const LiquidationSalePolicy: Story = {
  args: { page: LiquidationSalePolicyPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Final sale' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pickup at the warehouse' })).toBeVisible();
  },
};

export const OurApproach: Story = { args: { page: OurApproachPage } };

export const Contract: Story = {
  args: { page: ContractPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['Read the subscription agreement', '/contract/subscribe'],
      ['Read the rental agreement', '/contract/rent'],
      ['Read the ownership agreement', '/contract/own'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const SubscriptionAgreement: Story = {
  args: { page: () => <AgreementPage kind="subscribe" /> },
  globals: { viewport: { value: 'phone' } },
};

export const CoverKit: Story = {
  args: { page: CoverKitPage },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link', { name: /free swatches/ })) {
      await expect(link).toHaveAttribute('href', '/swatches');
    }
  },
};
