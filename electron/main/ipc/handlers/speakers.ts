/**
 * Handlers of the speaker channels: a speaker, and the upload of their picture.
 *
 * Both go through the recorded writes: the upload is recorded, and a read of
 * the speaker settles an upload left unanswered.
 */
import type { ServiceWrites } from '@main/writes/service-writes'
import type { NamespaceHandlers } from '../router'

export function speakersHandlers(deps: {
  journal: { writes: ServiceWrites }
}): NamespaceHandlers<'speakers'> {
  return {
    'speakers:get': (input, context) => deps.journal.writes['speakers:get'](input, context),
    'speakers:uploadPicture': (input, context) =>
      deps.journal.writes['speakers:uploadPicture'](input, context),
  }
}
