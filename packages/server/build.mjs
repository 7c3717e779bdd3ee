// Bundles the server (and the shared package it imports from source) into dist/;
// packages from node_modules stay external and load at run time.
import { build } from 'esbuild';

await build({
  // The PDF and database threads are entries of their own, started from `dist/<name>.js`.
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/migrate-cli.ts',
    'backup-cli': 'src/backup-cli.ts',
    'restore-cli': 'src/restore-cli.ts',
    'pdf-worker': 'src/modules/tax-documents/pdf-worker.ts',
    'embedded-worker': 'src/db/embedded-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules imported with import() (a database driver, PDF and mail libraries) become chunks
  // of their own, loaded when first used rather than at start.
  splitting: true,
  sourcemap: true,
  packages: 'external',
  // @shop/shared is TypeScript source: bundle it rather than leave it external.
  alias: { '@shop/shared': '../shared/src/index.ts' },
  logLevel: 'warning',
});
