/** Lines of pasted or imported text that held no usable ID: the number, the text and why. */
import type { CatalogImportReport } from '@shared/ipc/channels/catalog'

/** More than this many are summarised: a list of thousands helps nobody. */
const SHOWN = 50

export function RefusedLines({ lines }: { lines: CatalogImportReport['invalid'] }) {
  return (
    <ul className="catalog-refused" data-testid="catalog-refused">
      {lines.slice(0, SHOWN).map((line, index) => (
        <li key={`${line.line}-${index}`}>
          <span className="catalog-refused__line">Line {line.line}</span>{' '}
          <code className="mono">“{line.text}”</code> — {line.reason}
        </li>
      ))}
      {lines.length > SHOWN ? (
        <li className="muted">and {lines.length - SHOWN} more lines</li>
      ) : null}
    </ul>
  )
}
