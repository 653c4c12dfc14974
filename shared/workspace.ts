/** Workspace model shared by the main process (settings) and the renderer (forms). */
import { z } from 'zod'
import { UUID_PATTERN } from './ids/uuid'
import { checkBaseUrl, isLoopbackBaseUrl, normaliseBaseUrl, sameBaseUrl } from './base-url'

export { checkBaseUrl, isLoopbackBaseUrl, normaliseBaseUrl, sameBaseUrl }

/**
 * The one rule for an API base address, wherever one comes in.
 *
 * Saving a workspace and testing a connection. A key is only ever sent to an
 * address that passes it.
 */
export const baseUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the API base address')
  .superRefine((value, ctx) => {
    const problem = checkBaseUrl(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** Write-only: a typed API key. */
export const apiKeySchema = z
  .string()
  .trim()
  .max(4096, 'That key is too long to be an API key')
  .refine((k) => !/\s/.test(k), 'An API key has no spaces or line breaks')

/**
 * A key made for another use than Backend: what it cannot do, and where the right one is made.
 *
 * Said at the key field when a save finds it, and by main when the service refuses one.
 */
export const NOT_BACKEND_KEY =
  'This key was made for another use than Backend, so it cannot read attendees or make changes. An admin makes the right one in the dashboard under General settings > API Access Key: Generate new key, with Backend usage and READ and WRITE scope.'

/** The service's daily quota per key, unless it was raised on request (docs/api-decisions.md). */
export const DEFAULT_DAILY_QUOTA = 10_000
/** A bound on what a raised quota can be said to be: a typo of extra zeros is refused. */
export const MAX_DAILY_QUOTA = 10_000_000

const DAILY_QUOTA_RULE =
  'Enter the daily quota as a whole number of requests from 1 to 10,000,000 (10,000 unless the service raised it for this key)'

/** Requests a workspace's key may send per UTC day. */
export const dailyQuotaSchema = z
  .number({ error: DAILY_QUOTA_RULE })
  .int(DAILY_QUOTA_RULE)
  .min(1, DAILY_QUOTA_RULE)
  .max(MAX_DAILY_QUOTA, DAILY_QUOTA_RULE)

export const workspaceInputSchema = z.object({
  /** Absent when adding a workspace. */
  id: z.string().optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Give the workspace a name')
    .max(80, 'Keep the name under 80 characters'),
  baseUrl: baseUrlSchema,
  /** Write-only. Absent or empty on edit keeps the stored key. */
  apiKey: apiKeySchema.optional(),
  /** Absent keeps the stored quota (a new workspace: the default). */
  dailyQuota: dailyQuotaSchema.optional(),
})
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>

/**
 * A connection test of a draft: the typed key, or (empty) the stored key of
 * `workspaceId`, which main uses only for that workspace's own saved address.
 */
export const connectionTestSchema = z.object({
  workspaceId: z.string().min(1).optional(),
  baseUrl: baseUrlSchema,
  apiKey: apiKeySchema.optional(),
})
export type ConnectionTest = z.infer<typeof connectionTestSchema>

export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** The renderer only ever learns whether a key is set and its last four characters. */
  hasKey: z.boolean(),
  keyLast4: z.string().nullable(),
  isDemo: z.boolean(),
  defaultTeamId: z.string().nullable(),
  eventId: z.string().nullable(),
  recentEventIds: z.array(z.string()),
  /** Event names by ID, where the service's list of events gave them. */
  eventNames: z.record(z.string(), z.string()),
  /** Requests per UTC day the scheduler allows this workspace. */
  dailyQuota: z.number().int(),
})
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>

export const eventIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(UUID_PATTERN, 'An event ID looks like 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b (a UUID)')
