// ESLint rule `local/no-unrun-tests`: a test file declares only tests that run. It flags what
// makes node:test (and jest) leave tests out without failing: `.only`, `.skip` and `.todo` on
// `test`/`it`/`describe`/`suite`, the options `{ only, skip, todo }` of node:test, and a test
// context's `t.skip()`, `t.todo()` and `t.runOnly()`. Jest's and Playwright's own plugins cover
// their other forms (`fit`, `xit`, `test.fixme`); this one is what node:test has no plugin for.
const TEST_FUNCTIONS = new Set(['test', 'it', 'describe', 'suite']);
const LEAVING_OUT = new Set(['only', 'skip', 'todo']);
const CONTEXT_LEAVING_OUT = new Set(['skip', 'todo', 'runOnly']);

const nameOf = (node) =>
  node?.type === 'Identifier'
    ? node.name
    : node?.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : undefined;

/** The test function a call declares a test with (`it(…)`, `it.only(…)`), or undefined. */
function testFunctionOf(callee) {
  if (callee.type === 'Identifier') return TEST_FUNCTIONS.has(callee.name) ? callee : undefined;
  if (callee.type === 'MemberExpression') return testFunctionOf(callee.object);
  return undefined;
}

/** Whether `identifier` names the first parameter of a test's callback (its context `t`). */
function isTestContext(sourceCode, identifier) {
  let scope = sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const definition = variable.defs[0];
      if (definition?.type !== 'Parameter') return false;
      const fn = definition.node;
      return (
        fn.params[0] === definition.name &&
        fn.parent?.type === 'CallExpression' &&
        testFunctionOf(fn.parent.callee) !== undefined
      );
    }
    scope = scope.upper;
  }
  return false;
}

const noUnrunTests = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid focused, skipped and to-do tests (they pass without running).' },
    schema: [],
    messages: {
      method:
        '`{{ method }}` leaves tests out of the run, which still passes: run every test (a test skipped on a platform goes in scripts/platform-skips.mjs).',
      option: 'The option `{{ method }}` leaves tests out of the run, which still passes.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'MemberExpression') {
          const method = nameOf(callee.property);
          if (LEAVING_OUT.has(method) && testFunctionOf(callee.object))
            return context.report({ node: callee.property, messageId: 'method', data: { method } });
          if (
            CONTEXT_LEAVING_OUT.has(method) &&
            callee.object.type === 'Identifier' &&
            isTestContext(context.sourceCode, callee.object)
          )
            return context.report({ node: callee.property, messageId: 'method', data: { method } });
        }
        if (!testFunctionOf(callee)) return;
        for (const argument of node.arguments) {
          if (argument.type !== 'ObjectExpression') continue;
          for (const property of argument.properties) {
            const method = property.type === 'Property' ? nameOf(property.key) : undefined;
            const off = property.value?.type === 'Literal' && !property.value.value;
            if (LEAVING_OUT.has(method) && !off)
              context.report({ node: property, messageId: 'option', data: { method } });
          }
        }
      },
    };
  },
};

export default { rules: { 'no-unrun-tests': noUnrunTests } };
