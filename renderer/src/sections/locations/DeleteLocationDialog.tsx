/**
 * Asks before a location is deleted, naming it: a deletion on the service
 * cannot be undone.
 */
import { AlertDialog } from 'radix-ui'
import { Button } from '@renderer/components/Button'
import { useFocusReturn } from '@renderer/components/focus-return'
import { typeLabel, type LocationView } from './location-view'

export function DeleteLocationDialog({
  location,
  onCancel,
  onConfirm,
}: {
  location: LocationView | null
  onCancel(): void
  onConfirm(location: LocationView): void
}) {
  const focusReturn = useFocusReturn()
  return (
    <AlertDialog.Root open={location !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        {location ? (
          <AlertDialog.Content className="dialog dialog--small" {...focusReturn}>
            <header className="dialog__header">
              <AlertDialog.Title className="dialog__title">
                Delete “{location.name}”?
              </AlertDialog.Title>
              <AlertDialog.Description className="dialog__description">
                This deletes the location “{location.name}”
                {location.type ? ` (${typeLabel(location.type).toLowerCase()})` : ''} from the event
                on the service. Sessions held there no longer have it as their location. This cannot
                be undone: the service cannot create a location again.
              </AlertDialog.Description>
            </header>
            <p className="location-delete__id">
              <span className="muted">Location ID</span> <code className="mono">{location.id}</code>
            </p>
            <footer className="dialog__footer">
              <AlertDialog.Cancel asChild>
                <Button>Cancel</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={() => onConfirm(location)}>
                  Delete location
                </Button>
              </AlertDialog.Action>
            </footer>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
