/**
 * "Test connection" in the workspace dialog: calls the teams endpoint with the
 * draft base URL and key (or the stored key when the key field is empty),
 * and says the outcome, e.g. "Connected: 4 teams visible".
 */
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { normaliseBaseUrl, type workspaceInputSchema } from '@shared/workspace'
import { Button, cx } from '../components/Button'
import { AlertIcon, CheckIcon } from '../components/icons'
import { useTestConnection } from '../hooks/use-workspace-mutations'
import { errorData, isKeyRefused } from '../lib/errors'

type Form = UseFormReturn<
  z.input<typeof workspaceInputSchema>,
  unknown,
  z.output<typeof workspaceInputSchema>
>

export function connectedText(teamCount: number): string {
  return `Connected: ${teamCount} ${teamCount === 1 ? 'team' : 'teams'} visible`
}

export function TestConnection({ form, workspaceId }: { form: Form; workspaceId?: string }) {
  const test = useTestConnection()

  async function run(): Promise<void> {
    const fieldsOk = await form.trigger(['baseUrl', 'apiKey'])
    if (!fieldsOk) return
    const { baseUrl, apiKey } = form.getValues()
    const key = apiKey?.trim()
    test.mutate({ workspaceId, baseUrl: normaliseBaseUrl(baseUrl), apiKey: key ? key : undefined })
  }

  let outcome: { ok: boolean; text: string; detail?: string | null } | null = null
  if (test.isPending) outcome = null
  else if (test.isSuccess) {
    outcome = { ok: true, text: connectedText(test.data.teamCount), detail: test.data.message }
  } else if (test.isError) {
    const tested = test.variables.baseUrl
    outcome = {
      ok: false,
      text: isKeyRefused(test.error)
        ? `The API key was refused by ${tested}`
        : errorData(test.error).message,
    }
  }

  return (
    <div className="test-connection">
      <Button size="sm" onClick={() => void run()} busy={test.isPending}>
        Test connection
      </Button>
      <div
        className={cx('test-connection__result', outcome && (outcome.ok ? 'is-ok' : 'is-error'))}
        role="status"
        data-testid="connection-result"
      >
        {test.isPending ? <span className="muted">Connecting…</span> : null}
        {outcome ? (
          <>
            {outcome.ok ? <CheckIcon /> : <AlertIcon />}
            <span>
              {outcome.text}
              {outcome.detail ? <span className="muted"> — {outcome.detail}</span> : null}
            </span>
          </>
        ) : null}
      </div>
    </div>
  )
}
