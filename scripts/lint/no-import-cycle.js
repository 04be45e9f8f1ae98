// ESLint rule `local/no-import-cycle`: no module may reach itself again through static imports,
// type-only imports included (import-x/no-cycle skips those, and a cycle of types still ties
// two modules' meanings together). Dynamic `import()` is left out: it is how code is split
// lazily on purpose. Imports are resolved as import-x resolves them (the TypeScript resolver of
// eslint.config.js); anything under node_modules is outside the graph.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The static import and re-export specifiers of a module's text. */
function specifiersOf(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      found.push(statement.moduleSpecifier.text);
    else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    )
      found.push(statement.moduleReference.expression.text);
  }
  return found;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function createGraph(resolver) {
  const edges = new Map();
  const resolve = (specifier, from) => {
    const result = resolver.resolve(specifier, from);
    const path = result?.found ? result.path : undefined;
    return path && !path.includes('/node_modules/') && SOURCE.test(path) ? path : undefined;
  };
  const importsOf = (file) => {
    if (!edges.has(file)) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // a file that cannot be read imports nothing
      }
      edges.set(
        file,
        [...new Set(specifiersOf(file, text).map((s) => resolve(s, file)))].filter(Boolean),
      );
    }
    return edges.get(file);
  };
  /** A shortest chain of imports from `start` to `goal`, or undefined. */
  const chain = (start, goal) => {
    const previous = new Map([[start, undefined]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of importsOf(file)) {
        if (previous.has(next)) continue;
        previous.set(next, file);
        if (next === goal) {
          const path = [goal];
          for (let at = file; at !== undefined; at = previous.get(at)) path.unshift(at);
          return path;
        }
        queue.push(next);
      }
    }
    return undefined;
  };
  return { resolve, chain };
}

const graphs = new WeakMap();

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}} (type-only imports count too).' },
  },
  create(context) {
    const resolver = context.settings['import-x/resolver-next']?.[0];
    if (!resolver)
      throw new Error('local/no-import-cycle needs the import-x/resolver-next setting');
    if (!graphs.has(resolver)) graphs.set(resolver, createGraph(resolver));
    const graph = graphs.get(resolver);
    const file = context.physicalFilename;
    const cwd = context.cwd;
    const relative = (path) => (path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = graph.resolve(node.source.value, file);
      if (!target || target === file) return;
      const path = graph.chain(target, file);
      if (path)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...path].map(relative).join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
