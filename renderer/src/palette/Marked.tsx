/**
 * A text with the characters the typed letters matched marked.
 *
 * Runs of matched characters become one <mark> each, so a screen reader reads words, not
 * letters.
 */
export function Marked({ text, positions }: { text: string; positions: readonly number[] }) {
  if (positions.length === 0) return <>{text}</>
  const marked = new Set(positions)
  const parts: { text: string; marked: boolean }[] = []
  for (let i = 0; i < text.length; i++) {
    const isMarked = marked.has(i)
    const last = parts[parts.length - 1]
    if (last && last.marked === isMarked) last.text += text[i]
    else parts.push({ text: text[i]!, marked: isMarked })
  }
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="palette__mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
