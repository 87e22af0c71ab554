import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewFormView } from '../../src/features/reviews/review-form-page';
import { ReviewListView } from '../../src/features/reviews/review-list-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { returned, reviewed, unreviewed } from './reviews-story-kit';

/** /account/product-review/{id}: the review form in each state, with the API's answers given. */
const meta = {
  title: 'Reviews/Review form',
  component: ReviewFormView,
  args: {
    status: 'success',
    item: unreviewed,
    onRetry: fn(),
    onSubmit: fn(),
    saving: false,
    saved: false,
    problem: null,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/product-review/x' })],
} satisfies Meta<typeof ReviewFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(canvas.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    // Said in a live region, and focus on the first field in error: the rating's first star.
    const said = canvas
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live') === 'assertive');
    await expect(said).toHaveTextContent(
      /^Choose a rating from 1 to 5 stars\. Tell other shoppers/,
    );
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await expect(canvas.getByLabelText('Your review')).toHaveAccessibleDescription(
      expect.stringContaining('at least 10 characters'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MarkupAndLengthRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('4 stars, Very good'));
    const text = canvas.getByLabelText('Your review');
    await userEvent.type(text, 'Lovely <b>sofa</b> indeed');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Reviews are plain text'),
    );
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(10_000));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Keep your review to 3,000 characters (it has 10,000).'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('5 stars, Excellent'));
    await userEvent.type(canvas.getByLabelText('Your review'), '  Sturdy and comfortable.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rating: 5,
      text: 'Sturdy and comfortable.',
    });
  },
};

export const Editing: Story = {
  args: { item: reviewed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit your review' })).toBeVisible();
    await expect(canvas.getByLabelText('5 stars, Excellent')).toBeChecked();
    await expect(canvas.getByLabelText('Your review')).toHaveValue(reviewed.review!.text);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { item: reviewed, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Your review')).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { item: reviewed, saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you! Your review is published')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See it on the product page' })).toHaveAttribute(
      'href',
      '/productdetail/mile-end-lounge-chair',
    );
  },
};

export const RefusedByServer: Story = {
  args: {
    problem: {
      message: 'Keep your review to 3,000 characters (it has 3,001).',
      code: 'BAD_USER_INPUT',
      field: 'text',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your review')).toHaveAccessibleDescription(
      expect.stringContaining('it has 3,001'),
    );
  },
};

export const Failed: Story = {
  args: {
    problem: { message: 'We could not reach our servers. Check your connection and try again.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your review was not saved');
  },
};

export const NotDelivered: Story = {
  args: {
    status: 'not-found',
    item: undefined,
    loadProblem: 'You can review this item once it has been delivered.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This product can’t be reviewed here')).toBeVisible();
    await expect(
      canvas.getByText('You can review this item once it has been delivered.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', item: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your product')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  args: { item: reviewed },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The list page's states, as one story each. */
export const ListLoaded: Story = {
  render: () => (
    <ReviewListView status="success" items={[unreviewed, reviewed, returned]} onRetry={() => {}} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('reviewable-item')).toHaveLength(3);
    await expect(canvas.getByText('2 pieces wait for your review.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `Write review of ${unreviewed.name}` }),
    ).toHaveAttribute('href', `/account/product-review/${unreviewed.id}`);
    await expect(
      canvas.getByRole('link', { name: `Edit review of ${reviewed.name}` }),
    ).toBeVisible();
  },
};

export const ListEmpty: Story = {
  render: () => <ReviewListView status="success" items={[]} onRetry={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to review yet')).toBeVisible();
  },
};

export const ListFailed: Story = {
  render: () => <ReviewListView status="error" onRetry={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your products',
    );
  },
};
