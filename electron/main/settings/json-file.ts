/**
 * Reading the app's own JSON files in the user-data folder.
 *
 * A file that is missing is simply empty; a file that cannot be read as what it
 * should hold is moved aside, never silently emptied, and the caller learns
 * where it went so the user can be told (docs/architecture.md, "Files in the
 * user-data folder").
 */
import { readFile, rename } from 'node:fs/promises'
import type { z } from 'zod'

export interface JsonFileRead<T> {
  /** The parsed content; null when the file is missing or was moved aside. */
  value: T | null
  /** Where an unreadable file was moved, or null. */
  movedAsideTo: string | null
}

export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  now: () => number = Date.now,
): Promise<JsonFileRead<z.output<S>>> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { value: null, movedAsideTo: null }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const parsed = json === undefined ? null : schema.safeParse(json)
  if (parsed?.success) return { value: parsed.data, movedAsideTo: null }
  const aside = `${path}.corrupt-${now()}`
  await rename(path, aside)
  return { value: null, movedAsideTo: aside }
}
