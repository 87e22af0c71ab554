import type { Preview } from '@storybook/react-vite';
import '../src/styles/fonts.css';
import { globalStyles } from '../src/styles/global-styles';
import { preloadSelect } from '../src/ui/select';
import { ShellSnackbars } from '../src/features/shell/shell-snackbars';

const preview: Preview = {
  // Stories show the select as a visitor who has acted on the page sees it: Radix's, whose code
  // a page loads at the first action (decision 142). Its stand-in has its own test.
  loaders: [
    async () => {
      await preloadSelect();
      return {};
    },
  ],
  decorators: [
    (Story) => {
      globalStyles();
      // The app shell's snackbars: screens confirm what the shopper did there (decision 158).
      // Its region is drawn only once one shows, so stories with their own provider keep theirs.
      return (
        <ShellSnackbars>
          <Story />
        </ShellSnackbars>
      );
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
