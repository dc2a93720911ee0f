// The second half of `npm run build`: the sign-in page's own bundle (src/web/sign-in.tsx), next
// to the app's in dist/assets. React in one chunk, everything else in the other: two requests,
// each under the 500 KB chunk budget. Styles come from the app's CSS, already in the page.
import { defineConfig, mergeConfig } from 'vite';
import { sharedConfig } from './vite.config';

export default mergeConfig(
  sharedConfig,
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
