/**
 * Where a section's code could not be loaded: a sentence and Reload, not a blank window.
 *
 * Sections other than Attendees arrive as chunks of their own
 * (section-views.tsx); a chunk that fails to load would otherwise take the
 * whole window down with it. Errors thrown while a section renders are caught
 * too, and said the same way. A part of a screen loaded on its own (the
 * overview's charts) has its own boundary, titled for that part, so the rest
 * of the screen stays.
 */
import { Component, type ReactNode } from 'react'
import { Button } from './Button'
import { EmptyState } from './feedback'
import { AlertIcon } from './icons'

interface State {
  failed: boolean
}

export class SectionBoundary extends Component<{ children: ReactNode; title?: string }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <div className="content__failed" role="alert">
        <EmptyState
          icon={<AlertIcon size={20} />}
          title={this.props.title ?? 'This screen could not be opened'}
          actions={
            <Button variant="primary" onClick={() => window.location.reload()}>
              Reload the window
            </Button>
          }
        >
          Stagehand could not load this part of itself. Reloading the window usually fixes it; your
          workspaces, drafts and history are kept. If it happens again, reinstall Stagehand.
        </EmptyState>
      </div>
    )
  }
}
