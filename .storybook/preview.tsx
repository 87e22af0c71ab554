import type { Preview } from '@storybook/react-vite';
import { globalStyles } from '../src/styles/global-styles';

const preview: Preview = {
  decorators: [
    (Story) => {
      globalStyles();
      return <Story />;
    },
  ],
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
