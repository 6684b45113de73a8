/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { landfallDev } from './scripts/vite-plugin-landfall.ts';
import { landfallPreview } from './scripts/vite-plugin-landfall-preview.ts';

// Races need connections that run side by side, which PGlite does not have; the doctor asks a server.
const POSTGRES_ONLY = ['tests/unit/backend/sql-concurrency.test.ts', 'tests/unit/backend/doctor-database.test.ts'];
// The SQL suite is every test file that takes its database from sql-harness: the "unit" project
// runs it on PGlite, the "postgres" project again on a real PostgreSQL, so a new file is never
// proven on one engine only.
const backendTests = path.join(import.meta.dirname, 'tests/unit/backend');
const SQL_SUITE = readdirSync(backendTests)
  .filter((file) => file.endsWith('.test.ts') && readFileSync(path.join(backendTests, file), 'utf8').includes("from './sql-harness'"))
  .map((file) => `tests/unit/backend/${file}`);

export default defineConfig({
  appType: 'mpa',
  plugins: [
    react(),
    tailwindcss(),
    landfallDev({ variantsDir: process.env.LANDFALL_VARIANTS_DIR, quietMs: Number(process.env.LANDFALL_DEV_QUIET_MS) || undefined }),
    landfallPreview(),
  ],
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    // No polyfill (every supported browser has modulepreload); dynamic imports still preload
    // their chunk's own imports in parallel, so an island is one round trip, not a waterfall.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { main: 'src/interactive/client/main.ts', styles: 'src/styles.css' },
    },
  },
  server: { port: 5173 },
  // The studio's screens load their libraries on first visit; found only then, each would make
  // npm start bundle its dependencies again and reload the open page (the page editor's drag and
  // drop and YAML editing, the experiments' statistics). Bundled with the rest at the first request.
  optimizeDeps: { include: ['motion/react', 'yaml', 'jstat'] },
  preview: { port: 4173 },
  test: {
    environment: 'node',
    // Guards against a hang, not deadlines: every wait inside a test or its setup ends on a signal
    // (a server's readiness, a row, an event), and time-based rules run on a clock the test moves.
    // On a CI host with a load average of 7-11 on 2 cores, opening a database with its migrations
    // took over vitest's default 10 s hook limit, and whole files failed without running a test.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One test file per core. Vitest's default leaves a core to itself, which on a 2-core CI host
    // ran the 250 files one at a time (1,190 s); most of a file's time is spent waiting on a child
    // process, a server or PGlite, and every wait ends on a signal, so two at once hold under load.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'examples/*/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
        },
      },
      {
        // The SQL suite again, on a real PostgreSQL started for the run (tests/unit/backend/postgres-cluster.ts).
        extends: true,
        test: {
          name: 'postgres',
          include: [...SQL_SUITE, ...POSTGRES_ONLY],
          env: { LANDFALL_SQL_ENGINE: 'postgres' },
          globalSetup: ['tests/unit/backend/postgres-cluster.ts'],
        },
      },
    ],
  },
});
