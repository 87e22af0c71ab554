import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cluster, Heading, Stack, Text } from '../../src/ui/layout';
import {
  FilePicker,
  PhotoGrid,
  PhotoTile,
  UploadSection,
  UploadThumb,
} from '../../src/ui/photo-upload';

/** The pieces of a photo upload (a return's photos, docs/decisions/173). */
const meta = {
  title: 'UI/Photo upload',
  component: FilePicker,
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const pixel =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');

export const Sections: Story = {
  name: 'An item with its photos and a picker',
  render: () => (
    <Stack gap={4}>
      {['Sofa', 'Armchair'].map((name) => (
        <UploadSection key={name} data-testid={`section-${name}`}>
          <Cluster gap={3} nowrap>
            <UploadThumb data-testid={`thumb-${name}`}>
              <img src={pixel} alt="" width={56} height={56} />
            </UploadThumb>
            <Heading as="h2" size="sm">
              {name}
            </Heading>
          </Cluster>
          <PhotoGrid aria-label={`Photos of ${name}`} data-testid={`grid-${name}`}>
            <PhotoTile>
              <img src={pixel} alt={`Photo 1 of ${name}`} />
            </PhotoTile>
          </PhotoGrid>
          <FilePicker data-testid={`picker-${name}`}>
            Add photos
            <input type="file" aria-label={`Add photos of ${name}`} />
          </FilePicker>
          <FilePicker data-disabled="" data-testid={`picker-off-${name}`}>
            Photo limit reached
            <input type="file" disabled aria-label={`No more photos of ${name}`} />
          </FilePicker>
          <Text size="sm" tone="muted">
            JPEG, PNG, WebP or HEIC.
          </Text>
        </UploadSection>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const styleOf = (testId: string) => getComputedStyle(canvas.getByTestId(testId));
    await expect(styleOf('section-Sofa').borderBottomWidth).toBe('1px');
    await expect(styleOf('section-Armchair').borderBottomStyle).toBe('none');
    await expect(styleOf('thumb-Sofa').width).toBe('56px');
    const grid = styleOf('grid-Sofa');
    await expect(grid.display).toBe('grid');
    await expect(grid.gridTemplateColumns.split(' ')).toHaveLength(3);
    const picker = styleOf('picker-Sofa');
    await expect(picker.color).toBe('rgb(0, 121, 124)');
    await expect(picker.minHeight).toBe('44px');
    await expect(styleOf('picker-off-Sofa').cursor).toBe('not-allowed');
  },
};
