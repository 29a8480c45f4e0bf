import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { lucideIcons } from './build-tools/lucide-icons.ts';
import { reactRouterProductionBuild } from './build-tools/react-router-production.ts';
import { salesPackPdfPlugin } from './build-tools/sales-pack-pdf.ts';
import { clientChunks } from './chunking.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouterProductionBuild(), lucideIcons(), reactRouter(), salesPackPdfPlugin()],
  // The server bundles the icons it renders, so pages and the browser build share one icon component (build-tools/lucide-icons.ts).
  ssr: { noExternal: ['lucide-react'] },
  // Browser files only: the server build is one file Node reads once.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: clientChunks(path.resolve(import.meta.dirname, 'app')) }] } } } },
}));
