/**
 * The three versions of a conflicting revert, side by side: before the change, after it, now.
 *
 * A picture's versions are shown as pictures, as the entry's detail shows
 * them; its address stands in while one cannot be shown.
 */
import type { RevertPlan } from '@shared/ipc/channels/journal'
import { usePicture } from '@renderer/hooks/use-picture'
import { valueText } from './diff-rows'
import { fieldLabel } from './entry-view'

type Versions = Extract<RevertPlan, { kind: 'conflict' }>['versions']

const WHEN = ['before the change', 'after the change', 'now'] as const

function VersionPicture({ url, when }: { url: unknown; when: (typeof WHEN)[number] }) {
  const address = typeof url === 'string' ? url : null
  const src = usePicture(address)
  if (address === null) return <span className="diff-table__value">No picture</span>
  return src ? (
    <img
      className="conflict-picture"
      src={src}
      alt={`The picture ${when}`}
      data-testid="conflict-picture"
    />
  ) : (
    <span className="diff-table__value">{valueText(address)}</span>
  )
}

function Version({
  field,
  value,
  when,
}: {
  field: string
  value: unknown
  when: (typeof WHEN)[number]
}) {
  return field === 'picture' ? (
    <VersionPicture url={value} when={when} />
  ) : (
    <span className="diff-table__value">{valueText(value)}</span>
  )
}

/**
 * `nowFrom` says where the third version came from: read from the service
 * ("Now"), or only Stagehand's last copy ("Last seen here"), never passed off
 * as the service's.
 */
export function ConflictVersions({
  versions,
  nowFrom = 'service',
}: {
  versions: Versions
  nowFrom?: 'service' | 'local'
}) {
  return (
    <table
      className="diff-table diff-table--three"
      aria-label="Three versions"
      data-testid="conflict-versions"
    >
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before the change</th>
          <th scope="col">After the change</th>
          <th scope="col">{nowFrom === 'service' ? 'Now' : 'Last seen here'}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => (
          <tr key={v.field} data-field={v.field}>
            <th scope="row">{v.field === 'picture' ? 'Picture' : fieldLabel(v.field)}</th>
            <td>
              <Version field={v.field} value={v.before} when={WHEN[0]} />
            </td>
            <td>
              <Version field={v.field} value={v.after} when={WHEN[1]} />
            </td>
            <td className="diff-table__now">
              <Version field={v.field} value={v.now} when={WHEN[2]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
