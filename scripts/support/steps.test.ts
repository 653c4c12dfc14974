import { describe, expect, it } from 'vitest'
import { runCaptured, runSideBySide, type Step } from './steps'

/** A step that writes `lines`, alternating stdout and stderr, `gapMs` apart. */
const writer = (label: string, lines: string[], gapMs: number, exitCode = 0): Step => ({
  label,
  command: process.execPath,
  args: [
    '-e',
    `const lines = ${JSON.stringify(lines)};
     let i = 0;
     const next = () => {
       if (i === lines.length) process.exit(${exitCode});
       (i % 2 ? process.stderr : process.stdout).write(lines[i++] + '\\n');
       setTimeout(next, ${gapMs});
     };
     next();`,
  ],
})

describe('steps run side by side', () => {
  it('keeps each step’s output apart, stdout and stderr in the order written', async () => {
    const seen: string[] = []
    const results = await runSideBySide(
      [writer('a', ['a1', 'a2', 'a3'], 30), writer('b', ['b1', 'b2', 'b3'], 30)],
      process.cwd(),
      (result) => seen.push(result.label),
    )
    expect(results.map((r) => [r.label, r.ok, r.output])).toEqual([
      ['a', true, 'a1\na2\na3\n'],
      ['b', true, 'b1\nb2\nb3\n'],
    ])
    expect(seen.sort()).toEqual(['a', 'b'])
  })

  it('runs the steps at once, not one after another', async () => {
    const order: string[] = []
    // The slow step is given first: run in turn, it would end first.
    await runSideBySide(
      [writer('slow', ['s1', 's2', 's3', 's4', 's5'], 200), writer('quick', ['q1'], 0)],
      process.cwd(),
      (result) => order.push(result.label),
    )
    expect(order).toEqual(['quick', 'slow'])
  })

  it('fails a step that exits non-zero, keeping what it wrote', async () => {
    const result = await runCaptured(writer('bad', ['why it failed'], 0, 3), process.cwd())
    expect(result).toMatchObject({ ok: false, output: 'why it failed\n' })
  })

  it('fails a step whose command cannot start, saying so', async () => {
    const result = await runCaptured(
      { label: 'missing', command: '/nonexistent/tool', args: [] },
      process.cwd(),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/could not start \/nonexistent\/tool/)
  })
})
