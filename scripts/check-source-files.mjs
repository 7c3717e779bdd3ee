// Two rules over every source file of the packages, the end-to-end tests and the bench, run by
// `npm run lint`:
// - file names are kebab-case (`order-detail.tsx`, `orders.pg.test.ts`), so a name reads the
//   same in an import, a folder listing and a stack trace;
// - no import cycle between files (type-only imports aside, as they vanish at build time): a
//   cycle makes load order decide what is undefined.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /^(packages|e2e|bench|scripts)\/.*\.(ts|tsx|mjs|js|css)$/.test(file));
const problems = [];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
for (const file of listed) {
  if (!KEBAB.test(path.basename(file))) problems.push(`not a kebab-case name: ${file}`);
}

const sources = new Set(listed.filter((file) => /\.tsx?$/.test(file)));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
function resolve(from, specifier) {
  const base = path.join(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((candidate) => sources.has(candidate));
}
const imports = new Map();
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  imports.set(
    file,
    [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1])).filter(Boolean),
  );
}

// Depth-first search; a file met again while still on the path closes a cycle.
const state = new Map(); // 1: on the path, 2: done
function visit(file, trail) {
  state.set(file, 1);
  for (const next of imports.get(file) ?? []) {
    if (state.get(next) === 1) {
      const cycle = [...trail.slice(trail.indexOf(next)), next];
      problems.push(`import cycle: ${cycle.join(' -> ')}`);
    } else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(file, 2);
}
for (const file of sources) if (!state.has(file)) visit(file, [file]);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
