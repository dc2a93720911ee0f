// The last part of `npm run build`: the server as one ES module in dist-server/ (packages stay in
// node_modules), so `npm start` runs plain JavaScript instead of compiling TypeScript at every
// start. Its migrations and SQL functions are copied beside it, where src/server/db/client.ts looks
// for them.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Into the build's outDir: dist-server/, or the tests' own build (src/test/server-build.ts). */
function copyMigrations(): Plugin {
  let outDir = 'dist-server';
  return {
    name: 'copy-migrations',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      cpSync('src/server/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
      cpSync('src/server/db/functions', path.join(outDir, 'functions'), { recursive: true });
    },
  };
}

export default defineConfig({
  resolve: { alias },
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      // Each worker thread is its own file (src/server/threads/start-worker.ts).
      input: {
        index: 'src/server/index.ts',
        'off-thread.worker': 'src/server/off-thread/worker.ts',
        'pglite.worker': 'src/server/db/embedded/pglite-worker.ts',
        // The web app's server-side renderer, loaded from its file (src/server/member-pages.ts).
        'member-page-render': 'src/web/member-page-render.tsx',
      },
      // The service worker's registration runs only in the browser (src/web/app/pwa/register-sw.ts).
      external: ['virtual:pwa-register'],
      // Chunks (the app src/server/index.ts loads after listening) sit beside index.js too: the
      // server finds its migrations, functions and workers relative to its own file.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'esm' },
    },
  },
  plugins: [copyMigrations()],
});
