/**
 * The catalog's one way to add IDs, for every kind.
 *
 * One ID, many pasted (lines, commas, spaces, a CSV with an `id` column) or a
 * text/CSV file. The text is checked with the catalog's own parser before
 * anything is sent, and the answer is a report: added, already known, and each
 * refused line with its number and why. A failed call keeps the text.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { addIdsFormSchema, type AddIdsForm } from '@shared/catalog/add-ids'
import { parseIdList, type ParsedId } from '@shared/catalog/id-list'
import type { CatalogImportReport } from '@shared/ipc/channels/catalog'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'
import { errorData } from '../lib/errors'
import { RefusedLines } from './RefusedLines'
import { useAddIds, type CatalogScope } from './use-catalog'
import './catalog.css'

/** The catalog refuses larger imports (electron/main/catalog/catalog.ts). */
const MAX_FILE_BYTES = 5 * 1024 * 1024

type Report = CatalogImportReport & { fileName: string | null }

export function AddIdsDialog({
  scope,
  open,
  onOpenChange,
}: {
  scope: CatalogScope
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const [report, setReport] = useState<Report | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setReport(null)
        onOpenChange(next)
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog catalog-add">
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">Add {scope.kind}s</Dialog.Title>
            <Dialog.Description className="dialog__description">
              One {scope.kind} ID, many pasted (one per line, or separated by commas or spaces), or
              a CSV file with an “id” column (and optionally “label”). An address copied from the
              dashboard gives the ID it holds.
            </Dialog.Description>
          </header>
          {report ? (
            <ReportView report={report} kind={scope.kind} onMore={() => setReport(null)} />
          ) : (
            <AddForm scope={scope} onReport={setReport} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function AddForm({ scope, onReport }: { scope: CatalogScope; onReport(r: Report): void }) {
  const schema = useMemo(() => addIdsFormSchema(scope.kind), [scope.kind])
  const form = useForm<AddIdsForm>({ resolver: zodResolver(schema), defaultValues: { text: '' } })
  const add = useAddIds(scope)
  const [fileName, setFileName] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  // Checked as typed, at the pace React can spare: typing stays smooth on long pastes.
  const text = useDeferredValue(useWatch({ control: form.control, name: 'text' }))
  const preview = useMemo(() => parseIdList(scope.kind, text), [scope.kind, text])
  const textField = form.register('text', { onChange: () => setFileName(null) })
  const error = form.formState.errors.text?.message

  const readFile = async (file: File): Promise<void> => {
    setFileError(null)
    if (file.size > MAX_FILE_BYTES) {
      setFileError(
        `${file.name} is ${(file.size / 1048576).toFixed(1)} MB: a list of IDs must be under 5 MB.`,
      )
      return
    }
    try {
      form.setValue('text', await file.text(), { shouldValidate: true })
      setFileName(file.name)
    } catch (e) {
      setFileError(`${file.name} could not be read: ${errorData(e).message}`)
    }
  }

  return (
    <form
      className="dialog__body"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const result = await add.mutateAsync({ text: values.text, fileName }).catch(() => null)
        if (result) onReport(result)
      })}
    >
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="catalog-ids">
          IDs
        </label>
        <textarea
          id="catalog-ids"
          className="input catalog-add__text"
          rows={7}
          spellCheck={false}
          placeholder={`one ${scope.kind} ID per line`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'catalog-ids-error' : undefined}
          {...textField}
        />
        {error ? (
          <p className="field__error" id="catalog-ids-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="catalog-add__file">
        <Button size="sm" onClick={() => fileInput.current?.click()}>
          Choose a file…
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          data-testid="catalog-file"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void readFile(file)
          }}
        />
        <span className="muted">{fileName ? `Read from ${fileName}` : 'a .csv or .txt file'}</span>
      </div>
      {fileError ? <Banner tone="error">{fileError}</Banner> : null}
      {text.trim() ? (
        <div className="catalog-add__preview" data-testid="catalog-preview" aria-live="polite">
          <p>
            {preview.ids.length} {preview.ids.length === 1 ? 'ID' : 'IDs'} ready
            {preview.invalid.length > 0
              ? `; ${preview.invalid.length} ${preview.invalid.length === 1 ? 'line' : 'lines'} will be refused:`
              : ''}
          </p>
          {preview.invalid.length > 0 ? <RefusedLines lines={preview.invalid} /> : null}
          <TakenFromAddresses ids={preview.ids} />
        </div>
      ) : null}
      {add.error ? (
        <Banner tone="error" title="Nothing was added">
          {errorData(add.error).message}
        </Banner>
      ) : null}
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" busy={add.isPending}>
          Add
        </Button>
      </footer>
    </form>
  )
}

/** Which IDs were taken from pasted addresses, so the user sees what each one gave. */
function TakenFromAddresses({ ids }: { ids: readonly ParsedId[] }) {
  const taken = ids.filter((id) => id.fromAddress)
  if (taken.length === 0) return null
  return (
    <>
      <p>{taken.length === 1 ? 'Taken from an address:' : 'Taken from addresses:'}</p>
      <ul className="catalog-add__taken" data-testid="catalog-taken">
        {taken.slice(0, 5).map((id) => (
          <li key={`${id.line}-${id.id}`}>
            Line {id.line}: <span className="mono">{id.id}</span>
          </li>
        ))}
        {taken.length > 5 ? <li>and {taken.length - 5} more</li> : null}
      </ul>
    </>
  )
}

function ReportView({ report, kind, onMore }: { report: Report; kind: string; onMore(): void }) {
  return (
    <div className="dialog__body">
      <div className="catalog-report" data-testid="catalog-report" role="status">
        {report.fileName ? <p className="muted">From {report.fileName}</p> : null}
        <dl className="catalog-report__counts">
          <div>
            <dt>Added</dt>
            <dd data-testid="catalog-report-added">{report.added}</dd>
          </div>
          <div>
            <dt>Already known</dt>
            <dd data-testid="catalog-report-known">{report.alreadyKnown}</dd>
          </div>
          <div>
            <dt>Refused</dt>
            <dd data-testid="catalog-report-refused">{report.invalid.length}</dd>
          </div>
        </dl>
        {report.invalid.length > 0 ? (
          <>
            <p>These lines were not {kind} IDs and were left out:</p>
            <RefusedLines lines={report.invalid} />
          </>
        ) : null}
      </div>
      <footer className="dialog__footer">
        <Button onClick={onMore}>Add more</Button>
        <Dialog.Close asChild>
          <Button variant="primary">Done</Button>
        </Dialog.Close>
      </footer>
    </div>
  )
}
