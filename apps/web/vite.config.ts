import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The server serves dist/ in production; in development Vite proxies the API to it so
// cookies and the tenant header behave as they do behind one origin.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // recharts is hoisted to the root node_modules, where react-is is the 17 that older
    // packages want; React 19 elements need apps/web's own react-is 19 (its peer).
    dedupe: ['react-is'],
  },
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
