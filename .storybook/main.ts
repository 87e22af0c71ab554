import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../stories/ui/assets', to: '/stories/ui/assets' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The router plugin generates the app's route tree; stories do not need it.
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
      return !String(name).startsWith('tanstack');
    });
    return viteConfig;
  },
};

export default config;
