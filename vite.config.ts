import { defineConfig, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { appChunks } from './scripts/build/app-chunks';
import { pwa } from './pwa.config';

/** What both builds share (vite.sign-in.config.ts builds the sign-in page on top of it). */
export const sharedConfig = defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: '../../dist', emptyOutDir: true, chunkSizeWarningLimit: 500, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});

// The service worker and manifest belong to the app build only: the sign-in build would
// overwrite them.
export default mergeConfig(sharedConfig, {
  plugins: [pwa()],
  build: { rolldownOptions: { output: { codeSplitting: appChunks } } },
});
