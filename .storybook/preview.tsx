import type { Preview } from '@storybook/react-vite';
import '../src/styles/fonts.css';
import { globalStyles } from '../src/styles/global-styles';
import { preloadSelect } from '../src/ui/select';
import { ShellSnackbars } from '../src/features/shell/shell-snackbars';
import { LANGUAGE_TAGS } from '../src/i18n/locale';
import type { Locale } from '../src/i18n/locale';
import { overwriteGetLocale } from '../src/i18n/paraglide/runtime.js';

/** The language the toolbar chose; a story draws its messages, money and dates in it. */
let storyLocale: Locale = 'en';
overwriteGetLocale(() => storyLocale);

const preview: Preview = {
  // The toolbar's language switch (decision 178): English, or Canadian French.
  globalTypes: {
    locale: {
      description: 'Language of the store',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (en-CA)' },
          { value: 'fr', title: 'Français (fr-CA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  // Stories show the select as a visitor who has acted on the page sees it: Radix's, whose code
  // a page loads at the first action (decision 142). Its stand-in has its own test.
  loaders: [
    async () => {
      await preloadSelect();
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      storyLocale = context.globals.locale === 'fr' ? 'fr' : 'en';
      document.documentElement.lang = LANGUAGE_TAGS[storyLocale];
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
