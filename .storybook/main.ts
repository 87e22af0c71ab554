import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Plugins of the app's own build (vite.config.ts) that stories do not need: the router plugin
 * generates the app's route tree, and the `storefront:` plugins shape the app's bundle (its
 * start-up steps, boot manifest, precompressed files and font preloads) from the app's entry and
 * routes, which a Storybook build does not have: the start-up steps one stops the build.
 */
function appOnly(name: string): boolean {
  return name.startsWith('tanstack') || /^storefront:(?!graphql-lite)/.test(name);
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../stories/ui/assets', to: '/stories/ui/assets' }],
  core: { disableTelemetry: true },
  // No docs pages are built (no docs addon), so components are not read for their props: that
  // reading (react-docgen) spent minutes on the compiled message modules of the two languages.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
      return !appOnly(String(name));
    });
    // The app's chunk groups (its start-up steps) name the app's modules, not Storybook's.
    const output = viteConfig.build?.rolldownOptions?.output;
    if (output && !Array.isArray(output)) delete output.codeSplitting;
    return viteConfig;
  },
};

export default config;
