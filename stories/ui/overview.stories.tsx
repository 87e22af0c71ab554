import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceDisplay } from '../../src/lib/money-format';
import { Button } from '../../src/ui/button';
import { Checkbox } from '../../src/ui/checkbox';
import { Container } from '../../src/ui/container';
import { TextField } from '../../src/ui/field';
import { Link } from '../../src/ui/link';
import { Price } from '../../src/ui/price';
import { RadioGroup } from '../../src/ui/radio-group';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { Section } from '../../src/ui/section';
import { SelectField } from '../../src/ui/select';
import { Spinner } from '../../src/ui/spinner';

/** The kit side by side, as a product page would use it; for reviewing spacing and type. */
function KitOverview() {
  return (
    <Container>
      <Section gutter="bottom" aria-labelledby="overview-product">
        <div
          style={{
            display: 'grid',
            gap: 24,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
            alignItems: 'start',
            paddingTop: 24,
          }}
        >
          <ResponsiveImage
            src="/stories/ui/assets/sofa"
            set="cover"
            alt="Teal three-seat sofa with wooden legs"
            aspectRatio={3 / 2}
            priority
            sizes="(max-width: 959px) 100vw, 600px"
          />
          <div style={{ display: 'grid', gap: 16 }}>
            <h1 id="overview-product" style={{ fontSize: 32 }}>
              Tallinn Sofa
            </h1>
            <Price
              value={priceDisplay({ amount: 1200.5, originalAmount: 1320.99 }, 'ownv3')}
              size="lg"
            />
            <Price value={priceDisplay({ amount: 64.25 }, 'monthlyv3')} />
            <RadioGroup
              label="Ownership"
              orientation="horizontal"
              defaultValue="monthlyv3"
              options={[
                { value: 'monthlyv3', label: 'Monthly' },
                { value: 'ownv3', label: 'Buy' },
              ]}
            />
            <SelectField
              label="Fabric"
              placeholder="Choose a fabric"
              options={[
                { value: 'oat', label: 'Linen, oat' },
                { value: 'teal', label: 'Velvet, teal' },
              ]}
            />
            <Checkbox label="Add assembly" hint="Our crew assembles it on delivery." />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              <Button size="lg">Add to cart</Button>
              <Button size="lg" variant="secondary">
                Order a swatch
              </Button>
            </div>
            <Link variant="standalone" href="#/faq">
              Delivery and returns
            </Link>
          </div>
        </div>
      </Section>
      <Section gutter="bottom" aria-label="Form states">
        <div
          style={{
            display: 'grid',
            gap: 24,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          }}
        >
          <TextField label="Postal code" hint="Like A1A 1A1" required autoComplete="postal-code" />
          <TextField
            label="Email"
            type="email"
            defaultValue="sam@"
            error="Enter an email address like name@example.ca"
          />
          <Spinner />
        </div>
      </Section>
    </Container>
  );
}

const meta = {
  title: 'UI/Overview',
  component: KitOverview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof KitOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tallinn Sofa' })).toBeInTheDocument();
    await expect(canvas.getByText('Save $120')).toBeInTheDocument();
  },
};
