/**
 * Every story in French as well as English (issue 32, decision 178).
 *
 * The `storybook` project runs each story in English, with its play function and the a11y check.
 * This file draws each story again with the toolbar's language set to French, with Storybook's
 * own portable stories (the preview's decorators, loaders and the a11y addon's check), and fails
 * when the French story throws, when axe finds a violation in it, when the page's language is not
 * fr-CA, or when its text is the same as in English (still untranslated).
 *
 * Play functions are left out here: they assert the English texts and names (`getByRole('button',
 * { name: 'Add to cart' })`), which French rightly does not show. The story is drawn as it first
 * shows, then the page is left to settle (data from fake actors, lazy parts) before its text is
 * read. Each story is drawn in English too, without play or a11y, for the comparison.
 */
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { describe, expect, test } from 'vitest';
import previewAnnotations from '../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoryModule = { default: Meta } & Record<string, unknown>;

const storyFiles = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', {
  eager: true,
});

/**
 * Stories whose French page rightly reads exactly as the English one: they show no words of the
 * store's own (only names, numbers, pictures, a loading shape, or words written by the story
 * itself as its arguments, such as a button's label in the UI kit).
 */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'Catalog/Image viewer/SinglePicture',
  'Catalog/Product detail/Loading',
  'Catalog/UI parts/Messages',
  'Catalog/UI parts/PaginationOnePage',
  'Catalog/UI parts/SwatchButtons',
  'Catalog/UI parts/ToggleChips',
  'Shell/Layout/BareOnVersion',
  'Shell/UI parts/DisclosureList',
  'Shell/UI parts/DrawerOpenAndClose',
  'UI/Button/AsChildLink',
  'UI/Button/Disabled',
  'UI/Button/FullWidth',
  'UI/Button/Large',
  'UI/Button/Primary',
  'UI/Button/Secondary',
  'UI/Button/Small',
  'UI/Button/Text',
  'UI/Checkbox/Checked',
  'UI/Checkbox/Disabled',
  'UI/Checkbox/Indeterminate',
  'UI/Checkbox/Unchecked',
  'UI/Checkbox/WithError',
  'UI/Checkbox/WithHint',
  'UI/Checkout layout/Dock',
  'UI/Checkout layout/Frame',
  'UI/Checkout layout/Terms',
  'UI/Dialog/ClosedByCloseButton',
  'UI/Dialog/Default',
  'UI/FormPage/Result',
  'UI/Layout primitives/AccountColumn',
  'UI/Layout primitives/CheckoutVariants',
  'UI/Layout primitives/DockedPanel',
  'UI/Layout primitives/FormGroup',
  'UI/Layout primitives/HeadingsAndText',
  'UI/Layout primitives/RuledRows',
  'UI/Layout/ContainerColumn',
  'UI/Layout/HiddenText',
  'UI/Layout/PageFrame',
  'UI/Layout/SectionGutter',
  'UI/Link/AsChild',
  'UI/Link/Inline',
  'UI/Link/Standalone',
  'UI/Photo upload/Sections',
  'UI/Popover/ClosedByCloseButton',
  'UI/Popover/Default',
  'UI/Popover/WithoutTitle',
  'UI/Price/French',
  'UI/RadioGroup/Default',
  'UI/RadioGroup/Horizontal',
  'UI/RadioGroup/WithDisabledOption',
  'UI/RadioGroup/WithError',
  'UI/RadioGroup/WithValue',
  'UI/ResponsiveImage/Contain',
  'UI/ResponsiveImage/CoverPriority',
  'UI/ResponsiveImage/Header',
  'UI/ResponsiveImage/Swatch',
  'UI/ResponsiveImage/Thumb',
  'UI/Select/ArrowKeys',
  'UI/Select/Default',
  'UI/Select/Disabled',
  'UI/Select/Open',
  'UI/Select/WithError',
  'UI/Select/WithValue',
  'UI/Snackbar/ClearOfThePressedButton',
  'UI/Snackbar/DismissWithCloseButton',
  'UI/Snackbar/ErrorIsAnAlert',
  'UI/Snackbar/InfoAutoHides',
  'UI/Snackbar/Success',
  'UI/Spinner/CustomLabel',
  'UI/TextField/Default',
  'UI/TextField/Disabled',
  'UI/TextField/Multiline',
  'UI/TextField/MultilineWithError',
  'UI/TextField/Required',
  'UI/TextField/ValidationOnSubmit',
  'UI/TextField/WithError',
  'UI/TextField/WithHint',
]);

/**
 * Stories of the state-chart visualizer whose text runs on by itself (diagrams laid out and
 * simulations stepped over time), so that two draws need not read the same: their language and
 * axe are checked, not their text.
 */
const TEXT_NOT_COMPARED: ReadonlySet<string> = new Set([
  'Statecharts/Visualizer/CartQuote',
  'Statecharts/Visualizer/PromoBar',
  'Statecharts/Visualizer/SimulatingTheCartQuote',
]);

/**
 * Stories whose a11y check runs before an opening or busy animation has ended when drawn without
 * their play function (a dialog's scrolling body, a faded busy button): the `storybook` project
 * checks them with axe after their play function, in English. Their French text is still checked.
 */
const A11Y_AFTER_PLAY_ONLY: ReadonlySet<string> = new Set([
  'UI/Dialog/Large',
  'UI/Layout primitives/CheckoutVariants',
]);

/** Waits until the page has not changed for `quietMs`, or `maxMs` has passed. */
async function settle(quietMs = 60, maxMs = 1500): Promise<void> {
  await new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    const cap = setTimeout(done, maxMs);
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    quiet = setTimeout(done, quietMs);
  });
}

/** The words a reader or a screen reader gets: the text, and accessible names and hints. */
function pageText(): string {
  const labels = [...document.body.querySelectorAll('[aria-label],[title],[alt],[placeholder]')]
    .flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name)),
    )
    .filter(Boolean);
  return [document.body.innerText, ...labels].join('\n').replace(/\s+/g, ' ').trim();
}

type Drawn = { text: string; lang: string; a11yFailures: string[] };

async function draw(module: StoryModule, exportName: string, locale: 'en' | 'fr'): Promise<Drawn> {
  const { play: _metaPlay, ...meta } = module.default;
  const { play: _storyPlay, ...story } = module[exportName] as StoryObj;
  const composed = composeStory(
    story,
    meta,
    // English is drawn only to compare its text: the `storybook` project checks it with axe.
    { initialGlobals: { locale, ...(locale === 'en' ? { a11y: { manual: true } } : {}) } },
    exportName,
  );
  const canvasElement = document.createElement('div');
  canvasElement.id = 'storybook-root';
  document.body.append(canvasElement);
  try {
    await composed.run({ canvasElement });
    await settle();
    const a11yFailures = composed.reporting.reports
      .filter((report) => report.type === 'a11y' && report.status === 'failed')
      .flatMap((report) => {
        const result = report.result as {
          violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
          error?: unknown;
        };
        if (result.error) return [`a11y check failed: ${String(result.error)}`];
        return (result.violations ?? []).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
        );
      });
    return { text: pageText(), lang: document.documentElement.lang, a11yFailures };
  } finally {
    canvasElement.remove();
  }
}

for (const [file, module] of Object.entries(storyFiles)) {
  const names = Object.keys(module).filter(
    (name) => name !== 'default' && name !== '__namedExportsOrder',
  );
  describe(file.replace('../../stories/', ''), () => {
    for (const exportName of names) {
      const key = `${module.default.title}/${exportName}`;
      test(exportName, async () => {
        const english = await draw(module, exportName, 'en');
        const french = await draw(module, exportName, 'fr');
        expect(french.lang).toBe('fr-CA');
        if (!A11Y_AFTER_PLAY_ONLY.has(key)) {
          expect(french.a11yFailures.join('\n'), 'axe violations in French').toBe('');
        }
        const same = french.text === english.text;
        if (TEXT_NOT_COMPARED.has(key)) return;
        if (SAME_IN_BOTH.has(key)) {
          expect(same, `${key} is now French: take it off the list in this file`).toBe(true);
        } else {
          expect(french.text, `${key} reads the same in French as in English`).not.toBe(
            english.text,
          );
        }
      });
    }
  });
}
