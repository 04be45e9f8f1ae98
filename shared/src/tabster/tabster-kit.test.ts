/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as kit from './index';

/** Every value Fluent's React bindings import from 'tabster' (type-only imports left out). */
function namesImportedByReactTabster(): Set<string> {
  const lib = join(dirname(require.resolve('@fluentui/react-tabster')), '..', 'lib');
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.js')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tabster["']/g)) {
          for (const part of match[1]!.split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)[0]!
              .trim();
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  visit(lib);
  return names;
}

describe('the Tabster kit the build gives Fluent instead of the tabster package', () => {
  it('exports every name @fluentui/react-tabster imports from tabster', () => {
    const imported = [...namesImportedByReactTabster()].sort();
    expect(imported).toContain('createTabster');
    const missing = imported.filter((name) => !(name in kit));
    expect(missing).toEqual([]);
  });
});
