import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { reactRouterProductionBuild } from './build-tools/react-router-production.ts';
import { salesPackPdfPlugin } from './build-tools/sales-pack-pdf.ts';
import { clientChunks } from './chunking.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter(), salesPackPdfPlugin()],
  // Browser files only: the server build is one file Node reads once.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: clientChunks(path.resolve(import.meta.dirname, 'app')) }] } } } },
}));
