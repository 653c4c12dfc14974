/**
 * A speaker's picture replaced (`speakers:uploadPicture`): undone by sending the kept one again.
 *
 * The picture before is read from the service (or known fresh), and "now"
 * is read again for a revert.
 */
import { z } from 'zod'
import { knownSchema, pictureSchema, type KeptBytes } from '../entry-parts'
import { pictureRevertWords } from '../revert-words'
import { settledPicture } from '../settle'
import type { OperationDescriptor } from './operation'
import {
  keptPicture,
  PICTURE_CHECKS,
  picUrlOf,
  pictureParts,
  pictureRow,
  pictureUnchecked,
} from './pictures'

export const speakerPictureChange = z.object({
  operation: z.literal('speaker-picture'),
  before: knownSchema(pictureSchema),
  /** The new picture: the address answered and the bytes sent. */
  after: pictureSchema.nullable(),
})

/** What a revert sends: the kept picture before. */
export type SpeakerPictureInverse = {
  operation: 'speaker-picture'
  bytes: KeptBytes
}

export const speakerPicture: OperationDescriptor<'speaker-picture', 'speakers:uploadPicture'> = {
  channel: 'speakers:uploadPicture',
  async plan({ speakerId, source }, { speakerPicture: pictureOf, nameOf, sentBytes }) {
    const before = await pictureOf(speakerId)
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
  applied: ({ speakerId }, answer, { notePicture }) => notePicture(speakerId, answer.picUrl),
  async now(entry, { readSpeaker }) {
    const speaker = await readSpeaker(entry.resource.id)
    return { now: { operation: 'speaker-picture', url: picUrlOf(speaker) }, from: 'service' }
  },
  settle(entry, now, at) {
    if (now.operation !== 'speaker-picture') return { why: 'The read was not of a speaker.' }
    const before = entry.change.before.known ? entry.change.before.value.url : null
    return settledPicture(entry, before, now.url ?? null, at, 'picture')
  },
  inverseInput: async (ref, entry, write, fileOf) => ({
    ...ref,
    speakerId: entry.resource.id,
    source: await fileOf(write.bytes),
  }),

  summary: (_, revert) => `Picture ${revert ? 'put back' : 'replaced'}`,
  searchParts: pictureParts,
  csvRows: ({ change }) => [pictureRow('picture', change)],
  inverse({ change, outcome }) {
    if (outcome.status === 'uncertain') {
      return {
        kind: 'impossible',
        why: 'Whether the service applied this picture is not known: check the speaker first.',
      }
    }
    if (!change.before.known) {
      return {
        kind: 'impossible',
        why: "The speaker's picture before this change was not known, so it cannot be sent again.",
      }
    }
    const kept = keptPicture(change.before.value, "speaker's picture")
    if ('why' in kept) return { kind: 'impossible', why: kept.why }
    return {
      kind: 'write',
      write: { operation: 'speaker-picture', bytes: kept.bytes },
      sentence: pictureRevertWords('speaker', 'picture', change.before.value),
    }
  },
  ...PICTURE_CHECKS,
  unchecked: () =>
    pictureUnchecked('The speaker was not read back from the service', 'speaker’s picture'),
}
