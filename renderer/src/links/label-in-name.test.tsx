/**
 * The buttons that name a place by more than they show (Copy link, a
 * catalog entry's label) keep the words they show in their accessible name,
 * so speech input can name them as a person sees them (WCAG 2.5.3).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { describe, it } from 'vitest'
import { createQueryClient } from '@renderer/app/query-client'
import { InlineLabel } from '@renderer/catalog/InlineLabel'
import { expectLabelsInNames } from '@test-support/component/label-in-name'
import { CopyLinkButton } from './CopyLinkButton'

const SPEAKER = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'

describe('a button’s accessible name', () => {
  it('holds the words Copy link shows', () => {
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <CopyLinkButton
          place={{ workspaceId: 'w-1', eventId: 'e-1', kind: 'speaker', id: SPEAKER }}
          name="Ada Lovelace"
        />
      </QueryClientProvider>,
    )
    expectLabelsInNames(container)
  })

  it('holds the words a label shows, set, unset or compact', () => {
    const { container } = render(
      <div>
        <InlineLabel label="Keynote guest" name="Ada Lovelace" onSave={() => {}} />
        <InlineLabel label={null} name="Grace Hopper" onSave={() => {}} />
        <InlineLabel label="Hall B" name="Hall B" onSave={() => {}} compact />
      </div>,
    )
    expectLabelsInNames(container)
  })
})
