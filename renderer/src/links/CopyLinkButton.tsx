/**
 * "Copy link": puts the stagehand:// link of a place on the clipboard.
 *
 * Main builds the link from the workspace's saved address and writes the
 * clipboard; the window only names the place. An ID a link cannot carry
 * offers no link, and says why.
 */
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { isLinkableId } from '@shared/links/stagehand-link'
import { Button } from '@renderer/components/Button'
import { LinkIcon } from '@renderer/components/icons'
import { linkMutations, type LinkPlace } from '@renderer/data/links'
import { errorData } from '@renderer/lib/errors'

export function CopyLinkButton({ place, name }: { place: LinkPlace; name: string }) {
  const copy = useMutation({
    ...linkMutations.copy(),
    onSuccess: () =>
      toast.success(`Link to ${name} copied: paste it in a chat or a document to open it here.`),
    onError: (error) => toast.error(errorData(error).message),
  })
  const linkable = isLinkableId(place.kind, place.id)
  return (
    <Button
      size="sm"
      variant="ghost"
      data-testid="copy-link"
      // The visible words start the name, so speech input finds the button by them.
      aria-label={`Copy link to ${name}`}
      title={
        linkable
          ? 'Copy a stagehand:// link that opens this place'
          : 'This ID holds characters a link cannot carry'
      }
      disabled={!linkable}
      busy={copy.isPending}
      onClick={(event) => {
        // On a card that opens on a click, the click is the button's alone.
        event.stopPropagation()
        copy.mutate(place)
      }}
    >
      <LinkIcon />
      Copy link
    </Button>
  )
}
