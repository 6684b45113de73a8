/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { landfallDev, landfallPreview } from './scripts/vite-plugin-landfall.ts';

export default defineConfig({
  appType: 'mpa',
  plugins: [react(), tailwindcss(), landfallDev({ variantsDir: process.env.LANDFALL_VARIANTS_DIR }), landfallPreview()],
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    // No polyfill (every supported browser has modulepreload); dynamic imports still preload
    // their chunk's own imports in parallel, so an island is one round trip, not a waterfall.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { main: 'src/client/main.ts', styles: 'src/styles.css' },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
