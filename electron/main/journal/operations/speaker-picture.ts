/**
 * A speaker's picture upload as main records it: the picture before read
 * from the service (or known fresh), "now" read again for a revert.
 */
import { picUrlOf } from '../known-before'
import type { RecordedOperation } from './recorded-operation'

export const speakerPictureWrite: RecordedOperation<'speakers:uploadPicture', 'speaker-picture'> = {
  channel: 'speakers:uploadPicture',
  operation: 'speaker-picture',
  async plan(input, { known, store, signal, nameOf, sentBytes }) {
    const { workspaceId, eventId, speakerId, source } = input
    const before = await known.speakerPicture(store, workspaceId, eventId, speakerId, signal)
    const { resource } = await nameOf('speaker', speakerId)
    return {
      resource,
      change: async (answer) => {
        const url = answer ? answer.picUrl : null
        return {
          operation: 'speaker-picture',
          before: before ? { known: true, ...before } : { known: false },
          after: { url, bytes: await sentBytes(source, url) },
        }
      },
    }
  },
  applied: ({ workspaceId, eventId, speakerId }, answer, known) =>
    known.notePicture(workspaceId, eventId, speakerId, answer.picUrl),
  async now(entry, { readSpeaker }) {
    const speaker = await readSpeaker(entry.workspace.id, entry.eventId, entry.resource.id)
    return { now: { operation: 'speaker-picture', url: picUrlOf(speaker) }, from: 'service' }
  },
  inverseInput: async (ref, entry, write, fileOf) => ({
    ...ref,
    speakerId: entry.resource.id,
    source: await fileOf(write.bytes),
  }),
}
