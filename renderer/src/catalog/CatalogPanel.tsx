/**
 * The frame of a panel that shows the catalog's entries of one kind (Speakers, Sponsors).
 *
 * The catalog file's notice, a toolbar with search, count and "Add …", and the
 * loading, error, empty and no-match states around the section's own list. The
 * API cannot list these, so the empty state says how entries get here.
 */
import { useState, type ReactNode } from 'react'
import { Button } from '../components/Button'
import { Banner, EmptyState } from '../components/feedback'
import { PlusIcon } from '../components/icons'
import { errorData } from '../lib/errors'
import { AddIdsDialog } from './AddIdsDialog'
import type { CatalogScope, useCatalog } from './use-catalog'

export interface CatalogPanelProps {
  scope: CatalogScope
  catalog: ReturnType<typeof useCatalog>
  /** The kind's noun, one and many: 'speaker', 'speakers'. Also the class and test ID prefix. */
  one: string
  many: string
  searchPlaceholder: string
  search: string
  onSearch(search: string): void
  /** Entries known, and those matching the search. */
  total: number
  matching: number
  emptyIcon: ReactNode
  /** Placeholder cards shown while the catalog is read. */
  loading: ReactNode
  /** More toolbar controls, before "Add …". */
  tools?: ReactNode
  /** The list of matching entries. */
  children: ReactNode
}

export function CatalogPanel(props: CatalogPanelProps) {
  const { catalog, one, many, search, total } = props
  const [adding, setAdding] = useState(false)
  const addLabel = `Add ${many}…`
  return (
    <>
      {catalog.notice ? (
        <Banner tone="warning" title="The catalog file could not be read">
          {catalog.notice}
        </Banner>
      ) : null}
      <div className={`${many}__toolbar`}>
        <input
          type="search"
          className={`input ${many}__search`}
          aria-label={`Search ${many}`}
          placeholder={props.searchPlaceholder}
          value={search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
        <span className={`${many}__count muted`} data-testid={`${many}-count`} aria-live="polite">
          {search.trim() ? `${props.matching} of ${total}` : `${total}`} {total === 1 ? one : many}
        </span>
        <span className="spacer" />
        {props.tools}
        <Button variant="primary" onClick={() => setAdding(true)}>
          <PlusIcon />
          {addLabel}
        </Button>
      </div>

      {catalog.isPending ? props.loading : null}
      {catalog.isError ? (
        <Banner
          tone="error"
          title={`The ${many} of this event could not be read`}
          testId={`${many}-error`}
          actions={<Button onClick={() => void catalog.refetch()}>Retry</Button>}
        >
          {errorData(catalog.error).message}
        </Banner>
      ) : null}
      {catalog.isSuccess && total === 0 ? (
        <div data-testid={`${many}-empty`}>
          <EmptyState
            icon={props.emptyIcon}
            title={`No ${many} known for this event yet`}
            actions={<Button onClick={() => setAdding(true)}>{addLabel}</Button>}
          >
            The service cannot list {many}. Add their IDs (one, many pasted, or a CSV file); {many}{' '}
            named in a session’s answer appear here too.
          </EmptyState>
        </div>
      ) : null}
      {total > 0 && props.matching === 0 ? (
        <p className="muted" data-testid={`${many}-no-match`}>
          No {one} matches “{search.trim()}”.
        </p>
      ) : null}

      {props.children}
      <AddIdsDialog scope={props.scope} open={adding} onOpenChange={setAdding} />
    </>
  )
}
