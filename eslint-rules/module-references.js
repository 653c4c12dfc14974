/**
 * Every place a file names another module, for the rules that check where an import may point.
 *
 * Import and export declarations, dynamic `import()`, TypeScript's
 * `import x = require()` and `import('…')` types, and CommonJS `require()`.
 * One list, so a rule cannot be walked around by a form another rule sees:
 * each rule gives `check(node, specifier)` and gets the visitors.
 */

/**
 * The ESLint visitors that call `check` with each module specifier written as a literal.
 *
 * @param {(node: import('estree').Node, specifier: unknown) => void} check
 */
export function moduleReferenceVisitors(check) {
  const fromSource = (node) => node.source && check(node.source, node.source.value)
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: (node) =>
      node.source.type === 'Literal' && check(node.source, node.source.value),
    TSImportEqualsDeclaration(node) {
      const reference = node.moduleReference
      if (reference.type === 'TSExternalModuleReference') {
        check(reference.expression, reference.expression.value)
      }
    },
    TSImportType(node) {
      const literal = node.source ?? node.argument?.literal
      if (literal) check(literal, literal.value)
    },
    CallExpression(node) {
      const [first] = node.arguments
      if (
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        first?.type === 'Literal'
      ) {
        check(first, first.value)
      }
    },
  }
}
