import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves the built app and the API on one origin; in development vite forwards
// the API and the product images to it so cookies stay first-party.
const apiTarget = 'http://localhost:3000';

// The workspace root holds vitest's newer vite, which @vitejs/plugin-react resolves its types
// from; the plugin works with both, only the declared plugin types differ.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/images': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Lists each entry's static and on-demand files; the bundle budget test reads it.
    manifest: true,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React changes less often than the shop's code; a separate file stays cached longer.
        // Other libraries follow the screens that use them, so lazy screens keep theirs.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          // The texts kept apart from `messages` travel together, with the screens that use them.
          if (/packages\/shared\/src\/[a-z-]+-messages\.ts$/.test(id)) return 'screen-texts';
          return undefined;
        },
      },
    },
  },
});
