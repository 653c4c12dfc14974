/**
 * `stagehand://` links (docs/links.md): copying one, and taking those the system handed over.
 *
 * A link only says where to go. Main reads it, finds the workspace in this
 * computer's settings and answers the window with the place, or with the
 * sentence saying why it was not opened.
 */
import { z } from 'zod'
import { LINK_KINDS } from '@shared/links/stagehand-link'
import { channel } from '../define'

export const linkKindSchema = z.enum(LINK_KINDS)

/** A link the window is to follow: where to go, or why not. */
export const linkDeliverySchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('open'),
    /** The workspace of this computer the link names (by ID, else by its service's address). */
    workspaceId: z.string(),
    eventId: z.string(),
    /** The place in the event; null for a link to the event alone (the jump list's). */
    kind: linkKindSchema.nullable(),
    id: z.string().nullable(),
  }),
  z.object({ outcome: z.literal('refused'), message: z.string() }),
])
export type LinkDelivery = z.infer<typeof linkDeliverySchema>

export const linkChannels = {
  /** Puts the link to a place on the clipboard (main builds it: the window writes no clipboard). */
  'links:copy': channel(
    z.object({
      workspaceId: z.string().min(1),
      eventId: z.string().min(1),
      kind: linkKindSchema,
      id: z.string().min(1),
    }),
    z.object({ link: z.string() }),
  ),
  /** The links received since the window last asked, oldest first; each is handed out once. */
  'links:take': channel(z.undefined(), z.object({ links: z.array(linkDeliverySchema) })),
} as const
