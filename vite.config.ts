import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
// In development (`npm run dev`) Vite serves it and forwards /api to the API process.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // precompress: the server sends each asset's .br / .gz copy instead of compressing it per request.
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps in production builds: they would publish the sources (the server also refuses .map).
    sourcemap: false,
    // .vite/manifest.json maps each module to its chunk and static imports: bench/bundle-size.ts reads it
    // to sum what a first load of / downloads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    // No modulepreload polyfill in the first load (decision 135): a browser without modulepreload (Safari
    // before 17) still loads every chunk, only without the early fetch.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
