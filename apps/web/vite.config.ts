import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { routePreloadsFile } from './build/route-preloads';
import { scriptPriority } from './build/script-priority';

// The server serves dist/ in production; in development Vite proxies the API to it so
// cookies and the tenant header behave as they do behind one origin.
export default defineConfig({
  plugins: [react(), scriptPriority(), routePreloadsFile(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/web-budget.mjs reads which chunks each route loads from here (decision 0172).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
