/** The deletion's confirmation says that it cannot be undone, and why. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DeleteLocationDialog } from './DeleteLocationDialog'

describe('DeleteLocationDialog', () => {
  it('says the deletion cannot be undone before it is confirmed', () => {
    render(
      <DeleteLocationDialog
        location={{
          id: 'loc-1',
          name: 'Hall B',
          label: null,
          serviceName: 'Hall B',
          type: null,
          link: null,
          isDefault: false,
          confirmation: 'confirmed',
          seenAt: null,
        }}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Hall B”?' })
    expect(dialog.textContent).toContain(
      'This cannot be undone: the service cannot create a location again.',
    )
  })
})
