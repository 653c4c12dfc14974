/** Whether an Electron binary is installed (the npm package alone has only types and a launcher). */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export function electronBinary(): string | null {
  try {
    const require = createRequire(import.meta.url)
    const dir = dirname(require.resolve('electron/package.json'))
    const pathFile = join(dir, 'path.txt')
    if (!existsSync(pathFile)) return null
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim())
    return existsSync(binary) ? binary : null
  } catch {
    return null
  }
}
