/**
 * The emulator from the command line.
 *
 * `npm run emulator -- [--port N] [--attendees N] [--seed N] [--dialect NAME] [--control] [--json]`
 *
 * Starts the emulator on 127.0.0.1 and prints its address, dialect, the demo
 * keys (one per scope set × kind) and every event's IDs. With --json: exactly
 * one line of JSON, for scripts. Ctrl-C (or SIGTERM) closes it cleanly.
 */
import { parseArgs } from 'node:util'
import { DIALECTS, DIALECT_NAMES, isDialectName } from './dialect/dialects'
import { startEmulator } from './index'

const USAGE = `Usage: npm run emulator -- [--port N] [--attendees N] [--seed N] [--dialect NAME] [--control] [--json]

  --port N        listen on 127.0.0.1:N (default 0: a free port)
  --attendees N   attendees per event (default 250; up to 100000 and more)
  --seed N        seed of the generated data (default 1)
  --dialect NAME  the reading of the contract to answer in (default documented):
${DIALECT_NAMES.map((n) => `                  ${n.padEnd(12)} ${DIALECTS[n].summary}`).join('\n')}
  --control       enable the test control surface under /__control
  --json          print one line of JSON instead of text`

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw)) {
    console.error(`--${name} must be a whole number, got "${raw}"\n\n${USAGE}`)
    process.exit(2)
  }
  return Number(raw)
}

async function main() {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        attendees: { type: 'string' },
        seed: { type: 'string' },
        dialect: { type: 'string', default: 'documented' },
        control: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(USAGE)
    return
  }
  if (!isDialectName(values.dialect)) {
    console.error(
      `--dialect must be one of ${DIALECT_NAMES.join(', ')}; got "${values.dialect}".\n\n${USAGE}`,
    )
    process.exit(2)
  }
  const emulator = await startEmulator({
    dialect: values.dialect,
    port: int('port', values.port, 0),
    attendeesPerEvent: int('attendees', values.attendees, 250),
    seed: int('seed', values.seed, 1),
    control: values.control,
  })

  if (values.json) {
    process.stdout.write(
      JSON.stringify({
        baseUrl: emulator.baseUrl,
        dialect: emulator.state.dialect.name,
        keys: emulator.keys.map(({ key, scopes, kind }) => ({ key, scopes, kind })),
        events: emulator.events,
      }) + '\n',
    )
  } else {
    const lines = [
      `Stagehand service emulator listening on ${emulator.baseUrl}`,
      `Dialect: ${emulator.state.dialect.name} (${emulator.state.dialect.summary})`,
      values.control ? `Control surface: ${emulator.baseUrl}/__control/state` : '',
      '',
      'Keys (send as the Authorization header):',
      ...emulator.keys.map(
        (k) => `  ${k.kind.padEnd(8)} ${k.scopes.join('+').padEnd(11)} ${k.key}`,
      ),
      '',
      'Events:',
      ...emulator.events.flatMap((e) => [
        `  ${e.name}`,
        `    id                 ${e.id}`,
        `    default location   ${e.defaultLocationId}`,
        `    speakers           ${e.speakerIds.length}: ${e.speakerIds[0] ?? ''} …`,
        `    sessions           ${e.sessionIds.length}: ${e.sessionIds[0] ?? ''} …`,
        `    sponsors           ${e.sponsorIds.length}: ${e.sponsorIds[0] ?? ''} …`,
        `    locations          ${e.locationIds.length}`,
      ]),
      '',
      'All IDs: run with --json. Ctrl-C stops.',
    ]
    console.log(lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n'))
  }

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void emulator.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main().catch((e: unknown) => {
  const err = e as NodeJS.ErrnoException
  console.error(err.code === 'EADDRINUSE' ? `Port already in use: ${err.message}` : err)
  process.exit(1)
})
