import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { TextField } from '../../src/ui/field';
import { FieldAside, FormDivider, FormFields, FormPage } from '../../src/ui/form-page';
import { Link } from '../../src/ui/link';
import { PasswordField } from '../../src/ui/password-field';

const meta = {
  title: 'UI/FormPage',
  component: FormPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in',
    intro: <p>Sign in to see your furniture, deliveries and receipts.</p>,
    footer: (
      <p>
        New here? <Link href="#signup">Create an account</Link>
      </p>
    ),
    children: (
      <>
        <FormFields aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Email" type="email" autoComplete="email" />
          <PasswordField label="Password" autoComplete="current-password" />
          <FieldAside>
            <Link href="#forgot">Forgot your password?</Link>
          </FieldAside>
          <Button type="submit" size="lg" fullWidth>
            Sign in
          </Button>
        </FormFields>
        <FormDivider />
        <Button variant="secondary" fullWidth>
          Continue with another service
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

/** A result that replaced the form: its title takes focus so it is read out. */
export const Result: Story = {
  args: {
    title: 'Check your email',
    intro: undefined,
    focusTitle: true,
    children: <p>We sent a link to choose a new password.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
  },
};
