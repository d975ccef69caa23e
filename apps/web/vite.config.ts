import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ in production; in development Vite proxies the API to it so
// cookies and the tenant header behave as they do behind one origin.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // recharts is hoisted to the root node_modules, where react-is is the 17 that older
    // packages want; React 19 elements need apps/web's own react-is 19 (its peer).
    dedupe: ['react-is'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across
        // releases, and no single file crosses Vite's size warning.
        codeSplitting: {
          groups: [
            // Charts first, so @mantine/charts does not join the eagerly loaded mantine
            // chunk: the drawings import them lazily and they load with the first chart
            // (decision 0145). recharts brings d3, redux and helpers only it uses; react-is
            // and clsx are shared with eager code and stay in vendor.
            {
              name: 'charts',
              // Only the listed packages: by default a group also takes what they import
              // (React, @mantine/core), which would make every screen load this chunk.
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
