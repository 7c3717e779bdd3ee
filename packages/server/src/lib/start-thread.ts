import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose code is `name` beside `from` (an `import.meta.url`): the
 * build's own entry point `name.js` once bundled; from source (under tsx, or the tests) a few
 * lines that register tsx in the thread and import `name.ts`, as Node applies no loader to a
 * thread's first file.
 */
export function startThread(from: string, name: string, options?: WorkerOptions): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const tsx = path.join(
    path.dirname(createRequire(from).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const source = new URL(`./${name}.ts`, from).href;
  const code = `const { tsImport } = await import(${JSON.stringify(pathToFileURL(tsx).href)}); await tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), options);
}
