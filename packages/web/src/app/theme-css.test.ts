import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';

describe('theme-variables.css', () => {
  it('holds the variables MantineProvider derives from the theme', () => {
    const file = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'theme-variables.css'),
      'utf8',
    );
    // Compared declaration by declaration: a formatter may change their spacing,
    // quotes and the case of colours.
    const declarations = (css: string) =>
      Object.fromEntries(
        [...css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map(([, name, value]) => [
          name,
          value!.replace(/\s+/g, ' ').replaceAll("'", '"').trim().toLowerCase(),
        ]),
      );
    expect(declarations(file)).toEqual(declarations(themeCss()));
  });
});
