/**
 * "Use an image address…".
 *
 * The visible way to give a picture by its address (pasting or dropping a link
 * on the picture opens the same form, filled in). A small modal dialog: the
 * focus moves into the field and, when it closes, back to what had it when it
 * opened (the button, or the picture a link was pasted on); Escape closes it.
 * The dialog is portalled but sits in the zone's React tree, where drags
 * bubble: a file dragged over it is not a drop on the picture, and a link
 * dropped on the field fills the field. The address is checked with the shared
 * schema before anything is sent; the service's refusal (422 INVALID_URL,
 * PRIVATE_ADDRESS, UNRESOLVABLE, a 400 for a failed download) is said on the
 * field, and the typed address stays to be corrected.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useRef, useState, type DragEvent } from 'react'
import { useForm } from 'react-hook-form'
import { imageUrlFormSchema, type ImageUrlForm } from '@shared/api/image-url'
import { Button } from '../Button'
import { Field } from '../Field'
import { LinkIcon } from '../icons'
import { Verdict } from '../verdict'
import type { UploadOutcome } from './use-drop-flow'

export interface ImageUrlDialogProps {
  /** What the picture is: "Picture of Ada Lovelace". */
  label: string
  /** What the target takes: "JPEG or PNG, at least 80×80 px, up to 4 MB". */
  needs: string
  open: boolean
  onOpenChange(open: boolean): void
  /** The field's first value: the last address typed, or a pasted or dropped link. */
  draft: string
  onDraft(url: string): void
  onUrl(url: string): Promise<UploadOutcome>
}

/** A link being dragged (text/uri-list, no file): the one thing the field takes. */
const draggedLink = (event: DragEvent) =>
  event.dataTransfer.types.includes('text/uri-list') && !event.dataTransfer.types.includes('Files')

/**
 * Drags over the dialog or its backdrop stop here, so the zone behind neither shows its verdict
 * nor takes the drop; what the field has not taken is refused (no drop, and the browser does
 * not open the file instead).
 */
const keepDragsHere = {
  onDragEnter: (event: DragEvent) => event.stopPropagation(),
  onDragLeave: (event: DragEvent) => event.stopPropagation(),
  onDragOver(event: DragEvent) {
    event.stopPropagation()
    if (event.defaultPrevented) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'none'
  },
  onDrop(event: DragEvent) {
    event.stopPropagation()
    event.preventDefault()
  },
}

export function ImageUrlDialog({
  label,
  needs,
  open,
  onOpenChange,
  draft,
  onDraft,
  onUrl,
}: ImageUrlDialogProps) {
  // What had the focus when the dialog opened: a link pasted on the picture returns it there.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        {/* The visible words start the name, so speech input finds it; the rest says which picture. */}
        <Button size="sm" aria-label={`Use an image address… (${label})`}>
          <LinkIcon />
          Use an image address…
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" {...keepDragsHere} />
        <Dialog.Content
          className="dialog dialog--small image-url-dialog"
          data-testid="image-url-dialog"
          // The dialog sits inside the zone in React's tree: its pastes are its own, not a new picture.
          onPaste={(event) => event.stopPropagation()}
          {...keepDragsHere}
          onOpenAutoFocus={() => {
            const active = document.activeElement
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null
          }}
          onCloseAutoFocus={(event) => {
            // Else Radix's own: back to the button.
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">Use an image address</Dialog.Title>
            <Dialog.Description className="dialog__description">
              {label}: the service downloads the image from this address. It needs {needs}.
            </Dialog.Description>
          </header>
          <UrlForm
            draft={draft}
            onDraft={onDraft}
            onUrl={onUrl}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function UrlForm({
  draft,
  onDraft,
  onUrl,
  onDone,
}: {
  draft: string
  onDraft(url: string): void
  onUrl(url: string): Promise<UploadOutcome>
  onDone(): void
}) {
  const form = useForm<ImageUrlForm>({
    resolver: zodResolver(imageUrlFormSchema),
    defaultValues: { imageUrl: draft },
  })
  // A failure of the call (network, key, limits) is not the address's fault: said apart from it.
  const [callProblem, setCallProblem] = useState<string | null>(null)
  const submit = form.handleSubmit(async ({ imageUrl }) => {
    setCallProblem(null)
    onDraft(imageUrl)
    const outcome = await onUrl(imageUrl)
    if (outcome.ok) return onDone()
    if (!outcome.problem) return
    // The busy button lost the focus: it goes back to the address, to correct or send again.
    if (outcome.problem.where === 'zone') {
      const message = outcome.problem.sentence
      form.setError('imageUrl', { type: 'service', message }, { shouldFocus: true })
    } else {
      setCallProblem(outcome.problem.sentence)
      form.setFocus('imageUrl')
    }
  })
  const error = form.formState.errors.imageUrl?.message
  const field = form.register('imageUrl', { onChange: () => setCallProblem(null) })
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className="dialog__body">
        <Field
          label="Image address"
          placeholder="https://example.com/photo.jpg"
          autoComplete="off"
          spellCheck={false}
          error={error}
          {...field}
          onDragOver={(event) => {
            if (!draggedLink(event)) return
            event.preventDefault()
            event.dataTransfer.dropEffect = 'copy'
          }}
          onDrop={(event) => {
            const link = event.dataTransfer.getData('text/uri-list').split(/\r?\n/)[0]?.trim()
            if (!draggedLink(event) || !link) return
            // The link replaces what was there (a browser would insert it at the caret).
            event.preventDefault()
            setCallProblem(null)
            form.setValue('imageUrl', link, { shouldDirty: true })
            form.clearErrors('imageUrl')
            form.setFocus('imageUrl')
          }}
        />
        {callProblem ? (
          <p role="alert" data-testid="image-url-problem">
            <Verdict tone="refused">Not uploaded: {callProblem}</Verdict>
          </p>
        ) : null}
      </div>
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          Upload from address
        </Button>
      </footer>
    </form>
  )
}
