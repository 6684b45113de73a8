/**
 * Imported FIRST by every script that prerenders pages (build, bench:pages). React's entry files
 * pick their development or production build from NODE_ENV the moment they are first loaded, and
 * ESM imports are evaluated before a script's own code runs, so this has to be a module of its
 * own at the head of the import list. With NODE_ENV unset, the development builds rendered the
 * same HTML 1.4× slower (1,008 variants: 8.2 s against 5.7 s). A production build is never meant
 * to render with development React, so a NODE_ENV set to anything else is overridden too.
 */
import { createRequire } from 'node:module';

process.env.NODE_ENV = 'production';

/** react, react-dom (its server renderers too) and scheduler; `*.development.js` are their dev builds. */
const developmentBuild = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.development\.js$/;

/**
 * The development builds of React this process has run. Node's ESM loader also puts a module it
 * only scanned for export names into the require cache (both branches of react/index.js), so a
 * build counts only once it has been evaluated (`loaded`).
 */
export function developmentReactLoaded(): string[] {
  const cache = createRequire(import.meta.url).cache;
  return Object.entries(cache)
    .filter(([path, module]) => developmentBuild.test(path) && module?.loaded)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules') + 'node_modules/'.length));
}

/** Stops a script that rendered pages with development React, with the reason and the way out. */
export function refuseDevelopmentReact(): void {
  const loaded = developmentReactLoaded();
  if (!loaded.length) return;
  console.error(
    [
      `✗ React's development build rendered these pages (${loaded.join(', ')}).`,
      '  It is slower and not what visitors get. React was loaded before scripts/production-react.ts',
      '  set NODE_ENV=production: import that module first, and do not preload React (NODE_OPTIONS=--require/--import).',
    ].join('\n'),
  );
  process.exit(1);
}
