/**
 * The zone's buttons: choose a file, give an image address (checked with the
 * shared schema before anything is sent), convert a file the browser can
 * re-encode, retry a failed upload with the same file, or put it away.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { imageUrlFormSchema } from '../../../../shared/api/image-url'
import type { ImageUrlForm } from '../../../../shared/api/image-url'
import { Button } from '../Button'
import { Field } from '../Field'
import type { DropFlow } from './use-drop-flow'

function ImageUrlFields({
  label,
  initial,
  onUrl,
}: {
  label: string
  initial: string
  onUrl: (url: string) => void
}) {
  const form = useForm<ImageUrlForm>({
    resolver: zodResolver(imageUrlFormSchema),
    defaultValues: { imageUrl: initial },
  })
  const submit = form.handleSubmit(({ imageUrl }) => onUrl(imageUrl))
  return (
    <form
      className="image-drop__url"
      noValidate
      aria-label={`${label}: image address`}
      onSubmit={(event) => void submit(event)}
    >
      <Field
        label="Image address"
        placeholder="https://example.com/photo.jpg"
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.imageUrl?.message}
        {...form.register('imageUrl')}
      />
      <Button type="submit" size="sm">
        Upload from address
      </Button>
    </form>
  )
}

export function DropActions({
  flow,
  label,
  offeredUrl,
  onOfferedUrl,
  onChoose,
  onUrl,
  onConvert,
  onRetry,
  onClear,
}: {
  flow: DropFlow
  label: string
  /** The address field's first value while it is open (a pasted or dropped link); null: closed. */
  offeredUrl: string | null
  onOfferedUrl: (url: string | null) => void
  onChoose: () => void
  onUrl: (url: string) => void
  onConvert: () => void
  onRetry: () => void
  onClear: () => void
}) {
  const byAddress = offeredUrl !== null
  const busy =
    flow.phase === 'checking' || flow.phase === 'converting' || flow.phase === 'uploading'
  const convertible = flow.phase === 'refused' && flow.file.verdict.state === 'convert'
  return (
    <>
      <div className="image-drop__actions">
        <Button size="sm" onClick={onChoose} disabled={busy}>
          Choose file…
        </Button>
        <Button
          size="sm"
          aria-expanded={byAddress}
          onClick={() => onOfferedUrl(byAddress ? null : '')}
        >
          Image address…
        </Button>
        {convertible ? (
          <Button size="sm" variant="primary" onClick={onConvert}>
            Convert and fit
          </Button>
        ) : null}
        {/* An upload that may have been applied is checked or sent again from UnsureUpload. */}
        {flow.phase === 'failed' && !flow.problem.mayHaveApplied ? (
          <Button size="sm" variant="primary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {flow.phase === 'refused' || flow.phase === 'failed' ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </div>
      {byAddress ? (
        // A new offered address starts the field afresh.
        <ImageUrlFields key={offeredUrl} label={label} initial={offeredUrl} onUrl={onUrl} />
      ) : null}
    </>
  )
}
