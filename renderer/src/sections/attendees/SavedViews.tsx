/**
 * Saved views of the event: a name for the current filter, sort, page size
 * and columns; apply, update, rename and delete.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Dialog, DropdownMenu } from 'radix-ui'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { SavedView, ViewState } from '@shared/attendees/view-state'
import { Button } from '@renderer/components/Button'
import { Field } from '@renderer/components/Field'
import { CheckIcon, ChevronDownIcon } from '@renderer/components/icons'
import { viewMutations, viewQueries } from '@renderer/data/views'
import { errorData } from '@renderer/lib/errors'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'

export interface SavedViewsProps {
  workspaceId: string
  eventId: string
  views: SavedView[]
  activeViewId: string | null
  current(): ViewState | null
  onApply(view: SavedView): void
  onSaved(view: SavedView): void
}

export function SavedViews(props: SavedViewsProps) {
  const { views, activeViewId, onApply } = props
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null)
  const active = views.find((v) => v.id === activeViewId) ?? null
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button size="sm">
            Views{active ? `: ${active.name}` : ''}
            <ChevronDownIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="start" sideOffset={4}>
            {views.length === 0 ? (
              <DropdownMenu.Label className="menu__label">No saved views yet</DropdownMenu.Label>
            ) : null}
            <DropdownMenu.RadioGroup
              value={activeViewId ?? ''}
              onValueChange={(id) => {
                const view = views.find((v) => v.id === id)
                if (view) onApply(view)
              }}
            >
              {views.map((v) => (
                <DropdownMenu.RadioItem key={v.id} value={v.id} className="menu__item">
                  <span className="menu__check">
                    <DropdownMenu.ItemIndicator>
                      <CheckIcon />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="menu__text">{v.name}</span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="menu__separator" />
            <DropdownMenu.Item className="menu__item" onSelect={() => setDialog('save')}>
              Save current view…
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="menu__item"
              disabled={views.length === 0}
              onSelect={() => setDialog('manage')}
            >
              Manage views…
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog.Root
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" aria-describedby={undefined}>
            {dialog === 'save' ? (
              <SaveView {...props} active={active} onDone={() => setDialog(null)} />
            ) : null}
            {dialog === 'manage' ? <ManageViews {...props} /> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

function useViewMutations(workspaceId: string, eventId: string) {
  const client = useQueryClient()
  const scope = { workspaceId, eventId }
  const refresh = () => client.invalidateQueries({ queryKey: viewQueries.get(scope).queryKey })
  return {
    save: useMutation({ ...viewMutations.save(scope), onSettled: refresh }),
    rename: useMutation({ ...viewMutations.rename(scope), onSettled: refresh }),
    remove: useMutation({ ...viewMutations.remove(scope), onSettled: refresh }),
  }
}

function SaveView(props: SavedViewsProps & { active: SavedView | null; onDone(): void }) {
  const { active, current, onSaved, onDone } = props
  const { save } = useViewMutations(props.workspaceId, props.eventId)
  const [name, setName] = useState(active?.name ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = (id?: string) => {
    const state = current()
    if (!state) return
    if (!name.trim()) return setError('Give the view a name')
    save.mutate(
      { ...(id ? { id } : {}), name: name.trim(), state },
      {
        onSuccess: (view) => {
          toast.success(`View “${view.name}” saved`)
          onSaved(view)
          onDone()
        },
        onError: (e) => setError(errorData(e).fieldErrors?.name ?? errorData(e).message),
      },
    )
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(active && name.trim() === active.name ? active.id : undefined)
  }
  return (
    <form onSubmit={onSubmit}>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">Save view</Dialog.Title>
        <p className="dialog__description">
          Keeps the filters, sort, page size and columns under a name.
        </p>
      </header>
      <div className="dialog__body">
        <Field
          label="View name"
          value={name}
          error={error ?? undefined}
          autoFocus
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
        {active && name.trim() !== active.name ? (
          <Button onClick={() => submit(active.id)} busy={save.isPending}>
            Update “{active.name}”
          </Button>
        ) : null}
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save
        </Button>
      </footer>
    </form>
  )
}

function ManageViews({ workspaceId, eventId, views }: SavedViewsProps) {
  const { rename, remove } = useViewMutations(workspaceId, eventId)
  const [names, setNames] = useState<Record<string, string>>({})
  const fail = (e: unknown) => toast.error(errorData(e).fieldErrors?.name ?? errorData(e).message)
  return (
    <>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">Manage views</Dialog.Title>
      </header>
      <ul className="dialog__body views-list">
        {views.map((v) => {
          const draft = names[v.id] ?? v.name
          return (
            <li key={v.id} className="views-list__item">
              <input
                className="input"
                aria-label={`Name of ${v.name}`}
                value={draft}
                onChange={(e) => setNames((n) => ({ ...n, [v.id]: e.target.value }))}
              />
              <Button
                size="sm"
                disabled={!draft.trim() || draft.trim() === v.name}
                onClick={() =>
                  rename.mutate({ viewId: v.id, name: draft.trim() }, { onError: fail })
                }
              >
                Rename
              </Button>
              <CopyLinkButton
                place={{ workspaceId, eventId, kind: 'view', id: v.id }}
                name={`the view ${v.name}`}
              />
              <Button
                size="sm"
                variant="ghost"
                className="btn--danger-text"
                aria-label={`Delete ${v.name}`}
                onClick={() => remove.mutate(v.id, { onError: fail })}
              >
                Delete
              </Button>
            </li>
          )
        })}
      </ul>
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>Done</Button>
        </Dialog.Close>
      </footer>
    </>
  )
}
