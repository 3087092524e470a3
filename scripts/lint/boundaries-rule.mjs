// The lint rule `staffledger/boundaries`: every import, re-export, dynamic import and require of a
// workspace package's source is checked against the boundaries of lib/boundaries.mjs.
import { appOf, violation } from '../lib/boundaries.mjs';

/** `import type { A }`, or `import { type A, type B }` (which imports nothing at run time). */
function typeOnlyImport(node) {
  if (node.importKind === 'type') return true;
  return (
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type')
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the boundaries of the workspace packages' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { crossed: 'Import boundary: {{reason}}.' },
  },
  create(context) {
    const { root } = context.options[0];
    const app = appOf(root, context.filename);
    if (!app) return {};
    const check = (source, typeOnly = false) => {
      if (!source || typeof source.value !== 'string') return;
      const reason = violation(root, app, context.filename, source.value, typeOnly);
      if (reason) context.report({ node: source, messageId: 'crossed', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first) {
          check(first.type === 'Literal' ? first : null);
        }
      },
    };
  },
};

export default { rules: { boundaries: rule } };
