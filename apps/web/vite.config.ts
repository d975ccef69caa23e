import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ in production; in development Vite proxies the API to it so
// cookies and the tenant header behave as they do behind one origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
