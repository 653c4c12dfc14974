/**
 * "Convert and fit", side by side: the file as dropped and the JPEG made of
 * it (sizes and dimensions of both), for the user to accept before anything
 * is uploaded.
 */
import { useEffect } from 'react'
import { objectUrls } from '../../lib/object-urls'
import { Button } from '../Button'
import type { DroppedImage } from './use-drop-flow'

function Side({ title, image }: { title: string; image: DroppedImage }) {
  const url = objectUrls.urlOf(image.blob)
  useEffect(() => objectUrls.hold(image.blob), [image.blob])
  return (
    <figure className="fit-compare__side">
      <figcaption className="fit-compare__title">{title}</figcaption>
      <div className="fit-compare__frame">
        {/* A format the browser cannot show (HEIC) never reaches here: only decodable ones convert. */}
        <img src={url} alt={`${title}: ${image.verdict.summary}`} />
      </div>
      <p className="fit-compare__facts">{image.verdict.summary}</p>
    </figure>
  )
}

export function FitCompare({
  before,
  after,
  onAccept,
  onCancel,
}: {
  before: DroppedImage
  after: DroppedImage
  onAccept: () => void
  onCancel: () => void
}) {
  return (
    <div
      className="fit-compare"
      role="group"
      aria-label="Convert and fit"
      data-testid="image-drop-compare"
    >
      <div className="fit-compare__sides">
        <Side title="Before" image={before} />
        <Side title="After" image={after} />
      </div>
      <div className="fit-compare__actions">
        <Button variant="primary" size="sm" onClick={onAccept}>
          Upload converted
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Discard
        </Button>
      </div>
    </div>
  )
}
