import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Drops the dev-only plugin that renders pages from YAML: Storybook serves its own HTML. */
function withoutLandfallDev(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutLandfallDev(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'landfall-dev') return [];
    return [plugin];
  });
}

const buildOutput = ['dist', 'dist-*', 'storybook-static', 'test-results', 'playwright-report', 'coverage', '.bench', '.landfall'].map((dir) => `**/${dir}/**`);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', '../examples/*/blocks/**/*.stories.tsx'],
  // Docs pages: blocks tag their stories 'autodocs' and share one page (preview.tsx, block-docs.tsx).
  addons: ['@storybook/addon-docs'],
  staticDirs: ['../public', { from: '../node_modules/flag-icons/flags', to: '/flags' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook loads vite.config.ts itself (React + Tailwind 4 plugins; it ignores the app's `build`
  // block). Only the dev-only YAML page middleware must go: Storybook serves its own HTML.
  async viteFinal(viteConfig) {
    viteConfig.plugins = withoutLandfallDev(viteConfig.plugins);
    // Build output (dist-*/ of parallel builds, storybook-static/, test reports) is HTML Vite would
    // otherwise watch, reloading every open story whenever someone builds.
    viteConfig.server = {
      ...viteConfig.server,
      watch: { ...viteConfig.server?.watch, ignored: buildOutput },
    };
    // The preview bundle carries Storybook's own runtime (~1.4 MB); that is expected, not a warning.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    return viteConfig;
  },
};

export default config;
