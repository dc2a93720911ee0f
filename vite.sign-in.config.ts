// The second half of `npm run build`: the sign-in page's own bundle (src/web/sign-in.tsx), next
// to the app's in dist/assets. React in one chunk, everything else in the other: two requests,
// each under the 500 KB chunk budget. Styles come from the app's CSS, already in the page.
import { defineConfig, mergeConfig, type PluginOption } from 'vite';
import appConfig from './vite.config';

// The service worker and manifest belong to the app build; this one would overwrite them.
const withoutPwa = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins
    .flat()
    .filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')));

export default mergeConfig(
  { ...appConfig, plugins: withoutPwa(appConfig.plugins) },
  defineConfig({
    build: {
      emptyOutDir: false,
      manifest: '.vite/sign-in-manifest.json',
      rolldownOptions: {
        input: 'src/web/sign-in.tsx',
        output: {
          codeSplitting: {
            groups: [
              { name: 'sign-in-react', test: /node_modules\/(react|react-dom|scheduler)\// },
            ],
          },
        },
      },
    },
  }),
);
