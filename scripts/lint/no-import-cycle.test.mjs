// The import-cycle rule: a cycle fails whether its imports are of values or of types only; a
// dynamic import() does not close a cycle, and neither does anything under node_modules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import local from './no-import-cycle.js';

/** Lints `files` (name → text) in a folder of their own; the cycle messages by file. */
async function cycles(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycle-'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ include: ['**/*.ts'] }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        settings: {
          'import-x/resolver-next': [
            createTypeScriptImportResolver({ project: join(dir, 'tsconfig.json') }),
          ],
        },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return Object.fromEntries(
    results
      .filter((result) => result.messages.length > 0)
      .map((result) => [
        result.filePath.slice(dir.length + 1),
        result.messages.map((message) => message.message),
      ]),
  );
}

test('a cycle of value imports fails in every file on it', async () => {
  const found = await cycles({
    'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  assert.deepEqual(Object.keys(found).sort(), ['a.ts', 'b.ts']);
  assert.match(found['a.ts'][0], /Import cycle: .*a\.ts → .*b\.ts → .*a\.ts/);
});

test('a cycle closed by a type-only import fails too', async () => {
  const found = await cycles({
    'store.ts': "import type { Row } from './row';\nexport const rows: Row[] = [];\n",
    'row.ts':
      "import { rows } from './store';\nexport interface Row { n: number }\nexport const count = () => rows.length;\n",
  });
  assert.deepEqual(Object.keys(found).sort(), ['row.ts', 'store.ts']);
});

test('a longer cycle through a re-export fails', async () => {
  const found = await cycles({
    'index.ts': "export * from './feature/store';\n",
    'feature/store.ts': "import { label } from '../texts';\nexport const store = label;\n",
    'texts.ts':
      "import type { store } from './index';\nexport const label = 'x' as typeof store;\n",
  });
  assert.ok(found['texts.ts'], JSON.stringify(found));
});

test('a dynamic import closes no cycle, and files without a cycle pass', async () => {
  const found = await cycles({
    'main.ts': "export const start = () => import('./bootstrap');\n",
    'bootstrap.ts': "import { start } from './main';\nexport const again = start;\n",
    'leaf.ts': "import { again } from './bootstrap';\nexport const leaf = again;\n",
  });
  assert.deepEqual(found, {});
});
