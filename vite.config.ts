import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { appChunks } from './scripts/build/app-chunks';
import { pwa } from './pwa.config';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), pwa()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: appChunks } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
