/**
 * Sponsors section — a placeholder until a later version fills it.
 * Selectors: getByTestId('coming-soon').
 */
import type { WorkspaceSummary } from '../../../../shared/workspace'
import { sectionMeta } from '../../app/sections'
import { ComingSoon } from '../../components/ComingSoon'

export function SponsorsSection({ workspace }: { workspace: WorkspaceSummary }) {
  return <ComingSoon section={sectionMeta('sponsors')} workspace={workspace} />
}
