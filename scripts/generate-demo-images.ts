/**
 * Writes the demo pictures (speaker avatars, sponsor logos and covers) to
 * resources/demo/. They are drawn by emulator/seed/demo-images.ts, which the
 * emulator also uses to serve them, so the shipped files and the served
 * bytes are the same. Run: npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { demoImage, demoImageNames } from '@emulator/seed/demo-images'

const dir = fileURLToPath(new URL('../resources/demo/', import.meta.url))
mkdirSync(dir, { recursive: true })
for (const name of demoImageNames()) {
  const bytes = demoImage(name)!
  writeFileSync(dir + name, bytes)
  console.log(`${name.padEnd(16)} ${bytes.length} bytes`)
}
