/**
 * The import's first step: open a spreadsheet by the dialog, or drop one.
 *
 * A dropped file's bytes are read here and checked for what the window can
 * tell at once (its kind by name, its size); main reads and checks the rest.
 */
import { useState, type DragEvent } from 'react'
import { MAX_AGENDA_COLUMNS, MAX_AGENDA_ROWS } from '@shared/agenda/limits'
import { MAX_SHEET_BYTES, SHEET_TOO_LARGE } from '@shared/ipc/channels/agenda'
import { Button, cx } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { UploadIcon } from '@renderer/components/icons'

export type DroppedSheet = { bytes: Uint8Array<ArrayBuffer>; fileName: string }

/** Why a dropped file cannot be opened, or null when it may be. */
export function droppedFileProblem(
  file: { name: string; size: number } | undefined,
): string | null {
  if (!file)
    return 'Nothing was dropped that is a file: drop a CSV or .xlsx spreadsheet of the agenda.'
  if (!/\.(csv|xlsx)$/i.test(file.name)) {
    const ext = /\.[^./\\]+$/.exec(file.name)?.[0]
    return `${ext ? `A ${ext} file` : 'That file'} cannot be read as an agenda: drop a CSV or .xlsx spreadsheet.`
  }
  if (file.size > MAX_SHEET_BYTES) return SHEET_TOO_LARGE
  return null
}

/** The one spreadsheet of a drop, read; or the sentence saying why it cannot be opened. */
export async function readDrop(
  files: FileList,
): Promise<{ sheet: DroppedSheet } | { problem: string }> {
  const file = files[0]
  const problem =
    files.length > 1
      ? 'Drop one spreadsheet at a time: one file is one import.'
      : droppedFileProblem(file)
  if (problem || !file) return { problem: problem ?? '' }
  return { sheet: { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name } }
}

export function ChooseSheet({
  busy,
  error,
  onDialog,
  onDrop,
  onStop,
  onTemplate,
  templateBusy,
}: {
  busy: boolean
  error: string | null
  onDialog: () => void
  onDrop: (sheet: DroppedSheet) => void
  /** Stops reading the file being opened. */
  onStop: () => void
  /** Saves a sheet in the import's columns: the event's known sessions, or only the headers. */
  onTemplate: () => void
  templateBusy: boolean
}) {
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const drop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    const read = await readDrop(event.dataTransfer.files)
    setProblem('problem' in read ? read.problem : null)
    if ('sheet' in read) onDrop(read.sheet)
  }
  const shown = problem ?? error
  return (
    <div className="import-choose">
      <div
        className={cx('import-drop', over && 'is-over')}
        data-testid="agenda-drop"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => void drop(e)}
      >
        <UploadIcon size={24} />
        <p className="import-drop__title">Drop a CSV or .xlsx spreadsheet of the agenda here</p>
        <p className="import-drop__hint">
          One row per session, with a column for its ID (or its external reference) and columns for
          the fields to set: title, start, end, location, capacity, tags… Nothing is sent before you
          have reviewed it. At most {MAX_AGENDA_ROWS.toLocaleString('en-US')} rows of sessions and{' '}
          {MAX_AGENDA_COLUMNS} columns; a title above the header is fine.
        </p>
        <Button variant="primary" busy={busy} onClick={onDialog}>
          Open a spreadsheet…
        </Button>
        {busy ? <Button onClick={onStop}>Stop reading</Button> : null}
      </div>
      <p className="import-template" data-testid="import-template">
        Not sure how to lay it out?{' '}
        <Button size="sm" busy={templateBusy} onClick={onTemplate}>
          Download a template
        </Button>{' '}
        It holds the columns the import reads, with the event&apos;s sessions as Stagehand knows
        them (only the headers when it knows none): fill it in and drop it here.
      </p>
      {shown ? (
        <Banner tone="error" testId="import-open-error" title="The spreadsheet was not opened">
          {shown}
        </Banner>
      ) : null}
    </div>
  )
}
