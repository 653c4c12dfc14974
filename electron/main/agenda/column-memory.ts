/**
 * The columns a user matched by hand, remembered per workspace.
 *
 * A header the user matched to a field (or left out) against what its name
 * says is remembered, so the next sheet with that header opens matched the
 * same way. One JSON file of the user-data folder, written atomically.
 */
import { z } from 'zod'
import { columnRoleSchema } from '@shared/agenda/model'
import type { RememberedColumns } from '@shared/agenda/columns'
import { ownRecord } from '@shared/own-record'
import { ownRecordSchema } from '@shared/own-record-schema'
import { createKeyedJsonStore } from '../settings/keyed-json-store'

type Role = z.infer<typeof columnRoleSchema>
const entrySchema = z.object({
  columns: ownRecordSchema(columnRoleSchema.nullable()).default(() => ownRecord<Role | null>()),
})

/** Per workspace, whatever the event: the key's event part is left empty. */
const scopeOf = (workspaceId: string) => ({ workspaceId, eventId: '' })

export function createColumnMemory(path: string) {
  const store = createKeyedJsonStore({
    path,
    field: 'workspaces',
    entrySchema,
    emptyEntry: () => ({ columns: ownRecord<Role | null>() }),
  })
  return {
    async get(workspaceId: string): Promise<RememberedColumns> {
      return { ...(await store.read(scopeOf(workspaceId))).columns }
    },
    /** Adds these choices to what is remembered (a later choice for a header wins). */
    remember(workspaceId: string, columns: RememberedColumns): Promise<void> {
      if (Object.keys(columns).length === 0) return Promise.resolve()
      return store.update(scopeOf(workspaceId), (entry) => ({
        entry: { columns: Object.assign(ownRecord(), entry.columns, columns) },
        result: undefined,
      }))
    },
  }
}

export type ColumnMemory = ReturnType<typeof createColumnMemory>
