/**
 * Before an export: what it will cost (requests per 1,000 attendees at the
 * rows a page the service sends, and what is left of today's quota) and its
 * options; then the native save dialog (in main) chooses the file.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { exportMutations, exportQueries } from '@renderer/data/exports'
import { errorData } from '@renderer/lib/errors'
import { usePaletteRequest } from '@renderer/palette/requests'
import { estimateText } from './export-texts'
import { describeCondition } from './filter-model'
import { useRememberExport } from './use-exports'

export interface ExportDialogProps {
  workspaceId: string
  eventId: string
  filter: FilterCondition[]
  sort: SortKey[]
  visibleColumns: string[]
  allColumns: string[]
}

export function ExportButton(props: ExportDialogProps) {
  const [open, setOpen] = useState(false)
  // The palette's export: once the grid knows its columns.
  usePaletteRequest('export', () => setOpen(true), props.visibleColumns.length > 0)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="primary">
          Export CSV…
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          {open ? <ExportForm {...props} onDone={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ExportForm({
  workspaceId,
  eventId,
  filter,
  sort,
  visibleColumns,
  allColumns,
  onDone,
}: ExportDialogProps & { onDone(): void }) {
  const [every, setEvery] = useState(false)
  const [bom, setBom] = useState(true)
  const [neutralise, setNeutralise] = useState(true)
  const remember = useRememberExport()
  const estimate = useQuery(exportQueries.estimate(workspaceId))
  const start = useMutation({
    ...exportMutations.start(),
    onSuccess: (result) => {
      if (result.started) remember(result.status)
      // The save dialog was cancelled: stay here, nothing started.
      if (result.started) onDone()
    },
  })
  const startExport = () =>
    start.mutate({
      workspaceId,
      eventId,
      filter,
      sort,
      columns: every ? allColumns : visibleColumns,
      allColumns: every,
      bom,
      neutralise,
    })
  const e = estimate.data
  return (
    <>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">Export attendees as CSV</Dialog.Title>
        <p className="dialog__description">
          Every attendee that matches{' '}
          {filter.length === 0 ? 'the event (no filters)' : 'the current filters'}, all pages, in
          the current sort order.
        </p>
      </header>
      <div className="dialog__body">
        {filter.length > 0 ? (
          <ul className="export__filters">
            {filter.map((c, i) => (
              <li key={i}>{describeCondition(c)}</li>
            ))}
          </ul>
        ) : null}
        <p className="export__estimate" data-testid="export-estimate">
          {e
            ? estimateText(e)
            : estimate.isError
              ? errorData(estimate.error).message
              : 'Working out what the export will cost…'}
        </p>
        <fieldset className="export__options">
          <legend>Columns</legend>
          <label className="check">
            <input type="radio" name="columns" checked={!every} onChange={() => setEvery(false)} />
            Visible columns ({visibleColumns.length}), in their order
          </label>
          <label className="check">
            <input type="radio" name="columns" checked={every} onChange={() => setEvery(true)} />
            All columns ({allColumns.length}, and any custom field found)
          </label>
        </fieldset>
        <fieldset className="export__options">
          <legend>File</legend>
          <label className="check">
            <input type="checkbox" checked={bom} onChange={(ev) => setBom(ev.target.checked)} />
            Start with a UTF-8 byte-order mark (Excel needs it to show accents and non-Latin names)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={neutralise}
              onChange={(ev) => setNeutralise(ev.target.checked)}
            />
            Neutralise cells that start with = + - @ so spreadsheets show them as text, not formulas
          </label>
        </fieldset>
        {start.isError ? <Banner tone="error">{errorData(start.error).message}</Banner> : null}
      </div>
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
        <Button variant="primary" busy={start.isPending} onClick={startExport}>
          Choose file and export
        </Button>
      </footer>
    </>
  )
}
