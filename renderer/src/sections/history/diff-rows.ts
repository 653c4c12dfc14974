/**
 * An entry's fields before and after, side by side, as text.
 *
 * Session updates list each field sent; a deleted location lists what was
 * known of it, with "Deleted" after. Pictures are shown as pictures
 * (PicturePair), not here. Each operation gives its own rows
 * (shared/journal/operations/).
 */
import type { JournalChange } from '@shared/journal/entry'
import { operationOf } from '@shared/journal/operations'
import type { DiffRow } from '@shared/journal/operations/table'

export type { DiffRow } from '@shared/journal/operations/table'
export { valueText } from '@shared/journal/operations/table'

export const diffRows = (change: JournalChange): DiffRow[] => operationOf(change).tableRows(change)
