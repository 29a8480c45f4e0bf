import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { salesPackPdfPlugin } from './build-tools/sales-pack-pdf.ts';
import { clientChunks } from './chunking';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), salesPackPdfPlugin()],
  // Browser files only: the server build is one file Node reads once.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: clientChunks(path.resolve(import.meta.dirname, 'app')) }] } } } },
}));
