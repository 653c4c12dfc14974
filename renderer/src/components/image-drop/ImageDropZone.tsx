/**
 * A picture that can be replaced.
 *
 * Drop an image on it, choose a file, paste one from the clipboard, or give its
 * address. The zone says before release whether a dragged file will be taken,
 * then shows the instant verdict with a preview, the deep verdict, and the
 * upload's progress; refused and failed files stay to convert or retry.
 *
 * `compact` fits a small picture in a card: the zone's own box disappears
 * (its face and tray join the card's layout) and the verdicts go in the tray;
 * at rest the tray holds only "Use an image address…".
 */
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { IMAGE_RULES } from '@shared/images/precheck'
import { formatList } from '@shared/images/rules'
import { usePicture } from '@renderer/hooks/use-picture'
import type { UploadRef } from '@renderer/hooks/use-image-upload'
import { objectUrls } from '@renderer/lib/object-urls'
import { cx } from '../Button'
import { DRAG_WORDS, DragOverlay, DropStatus } from './DropStatus'
import { DropActions } from './DropActions'
import { FitCompare } from './FitCompare'
import { ImageUrlDialog } from './ImageUrlDialog'
import { UnsureUpload } from './UnsureUpload'
import { useDropFlow, type DropFlow } from './use-drop-flow'
import { useDragVerdict } from './use-drag-verdict'
import { previewable } from './previewable'
import './image-drop.css'

export interface ImageDropZoneProps {
  upload: UploadRef
  /** What the picture is, for its accessible name: "Picture of Ada Lovelace". */
  label: string
  /** The address the catalog records for this picture. */
  currentUrl: string | null
  /** portrait: a speaker photo; logo: a logo box; banner: a wide cover. */
  shape: 'portrait' | 'logo' | 'banner'
  /** Shown when there is no picture yet (initials, a placeholder). */
  fallback?: ReactNode
  /** Draws the picture itself (a card's own picture area); gets the picture to show, if any. */
  renderFace?: (picture: string | null) => ReactNode
  compact?: boolean
  /** The zone sits in a panel that takes many photos: several files or a folder go on to it. */
  passManyFiles?: boolean
  /** Lets the element around the zone (a focused card) hand it what was pasted there. */
  pasteRef?: Ref<((event: ClipboardEvent) => void) | null>
  /** The picture's owner can be read back, to check an upload whose answer was lost (a speaker always). */
  readsBack?: boolean
}

const ACCEPT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}

/** Phases whose file is on its way to the service: only such a file takes the picture's place. */
const SENT_PHASES: ReadonlySet<DropFlow['phase']> = new Set(['uploading', 'done', 'failed'])

/**
 * The picture to show: the file being sent, else the one just uploaded, else
 * the catalog's. A file still being checked, or refused, never replaces the
 * current picture (the status below shows it and why).
 */
function shownBlob(flow: DropFlow): Blob | null {
  if (flow.phase === 'compare') return flow.fitted.blob
  if (!SENT_PHASES.has(flow.phase) || !('file' in flow) || !flow.file) return null
  return previewable(flow.file) ? flow.file.blob : null
}

/** The uploaded address with the upload's time added, so no cache shows the old picture. */
export function cacheBusted(url: string, uploadedAt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${uploadedAt}`
}

export function ImageDropZone({
  upload,
  label,
  currentUrl,
  shape,
  fallback,
  renderFace,
  compact = false,
  passManyFiles = false,
  pasteRef,
  readsBack = upload.target === 'speaker-picture',
}: ImageDropZoneProps) {
  const { flow, sent, takeFile, takeUrl, convert, acceptFit, retry, check, cancelCheck, clear } =
    useDropFlow(upload, currentUrl, readsBack)
  // The address form: open or not, and what its field starts with (kept after a refusal).
  const [urlOpen, setUrlOpen] = useState(false)
  const [urlDraft, setUrlDraft] = useState('')
  const offerUrl = (url: string) => {
    setUrlDraft(url)
    setUrlOpen(true)
  }
  const drag = useDragVerdict(upload.target, {
    onFile: (file) => void takeFile(file, file.name),
    onLink: offerUrl,
    passMany: passManyFiles,
  })
  const input = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const rule = IMAGE_RULES[upload.target]

  const remote =
    flow.phase === 'done' ? cacheBusted(flow.uploaded.url, flow.uploaded.uploadedAt) : currentUrl
  const remotePicture = usePicture(remote)
  const local = shownBlob(flow)
  const localUrl = local ? objectUrls.urlOf(local) : null
  useEffect(() => (local ? objectUrls.hold(local) : undefined), [local])
  // While uploading, the local file is the optimistic picture; once done, the service's copy.
  const picture = flow.phase === 'done' ? (remotePicture ?? localUrl) : (localUrl ?? remotePicture)

  const onPaste = (event: ClipboardEvent) => {
    const file = Array.from(event.clipboardData.files)[0]
    if (file) {
      event.preventDefault()
      void takeFile(file, file.name || 'pasted image')
      return
    }
    // A copied image address is offered in the address form, to confirm.
    const text = event.clipboardData.getData('text/plain').trim()
    if (/^https?:\/\//i.test(text) && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault()
      offerUrl(text)
    }
  }

  useImperativeHandle(pasteRef, () => onPaste)

  const busy =
    flow.phase === 'checking' || flow.phase === 'converting' || flow.phase === 'uploading'
  const needs = `${formatList(rule.formats)}, at least ${rule.minWidth}×${rule.minHeight} px, up to 4 MB`
  return (
    <div
      className={cx(
        'image-drop',
        `image-drop--${shape}`,
        compact && 'image-drop--compact',
        drag.verdict && `image-drop--${drag.verdict.state}`,
      )}
      data-testid="image-drop"
      data-target={upload.target}
      data-drag={drag.verdict?.state ?? 'none'}
      data-phase={flow.phase}
      // The zone may sit in a clickable card: its clicks are its own.
      onClick={(event) => event.stopPropagation()}
      onPaste={onPaste}
      {...drag.handlers}
    >
      <button
        type="button"
        className="image-drop__face"
        aria-label={`${label}: drop, paste or choose an image, or paste its address`}
        aria-describedby={statusId}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {renderFace ? (
          renderFace(picture)
        ) : picture ? (
          <img className="image-drop__picture" src={picture} alt="" />
        ) : (
          <span className="image-drop__fallback">{fallback}</span>
        )}
        {drag.verdict && !compact ? <DragOverlay verdict={drag.verdict} /> : null}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...rule.formats.map((f) => ACCEPT[f]), 'image/*'].join(',')}
        aria-label={`${label}: image file`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void takeFile(file, file.name)
        }}
      />
      {/* The drag verdict is drawn over the picture or in the tray; it is announced from here. */}
      <span className="visually-hidden" role="status">
        {drag.verdict ? `${DRAG_WORDS[drag.verdict.state]}: ${drag.verdict.message}` : ''}
      </span>
      <div className="image-drop__tray">
        {drag.verdict && compact ? <DragOverlay verdict={drag.verdict} /> : null}
        {compact ? null : <p className="image-drop__needs">{needs}</p>}
        <DropStatus flow={flow} id={statusId} label={label} sent={sent} />
        {flow.phase === 'failed' && flow.problem.mayHaveApplied ? (
          <UnsureUpload
            target={upload.target}
            checkable={readsBack}
            sentence={flow.problem.sentence}
            check={flow.check}
            onCheck={() => void check()}
            onCancelCheck={cancelCheck}
            onUploadAgain={() => void retry()}
          />
        ) : null}
        {flow.phase === 'compare' ? (
          <FitCompare
            before={flow.file}
            after={flow.fitted}
            output={flow.output}
            onAccept={() => void acceptFit()}
            onCancel={clear}
          />
        ) : null}
        <DropActions
          flow={flow}
          compact={compact}
          urlControl={
            <ImageUrlDialog
              label={label}
              needs={needs}
              open={urlOpen}
              onOpenChange={setUrlOpen}
              draft={urlDraft}
              onDraft={setUrlDraft}
              onUrl={async (url) => {
                const outcome = await takeUrl(url)
                // Once it has worked the form starts empty; a refused address stays to correct.
                if (outcome.ok) setUrlDraft('')
                return outcome
              }}
            />
          }
          onChoose={() => input.current?.click()}
          onConvert={() => void convert()}
          onRetry={() => void retry()}
          onClear={clear}
        />
      </div>
    </div>
  )
}
