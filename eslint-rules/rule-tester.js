/**
 * The RuleTester for the project's lint rules, run by Vitest.
 *
 * Files are named by their place in the repository, since the layer rule
 * reads a file's layer from its path.
 */
import { join, resolve } from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ROOT = resolve(import.meta.dirname, '..')

export const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
})

/** The absolute path of a repository path. */
export const at = (file) => join(ROOT, file)

/** Cases of `file` importing each specifier (`import x from '…'`), each with one error if named. */
export const importing = (file, specifiers, messageId) =>
  specifiers.map((specifier) => ({
    filename: at(file),
    code: `import x from '${specifier}'\nexport default x`,
    ...(messageId ? { errors: [{ messageId }] } : {}),
  }))

/** A case of `file` holding `code`, with one error if a message is named. */
export const coded = (file, code, messageId) => ({
  filename: at(file),
  code,
  ...(messageId ? { errors: [{ messageId }] } : {}),
})
