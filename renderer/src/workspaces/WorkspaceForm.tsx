/**
 * The fields of the workspace dialog (react-hook-form + zod).
 *
 * A failed save keeps every value typed; server field errors land on their
 * fields (the field's hint gives way to its error), and a sentence no field
 * shows goes above the buttons.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  DEFAULT_DAILY_QUOTA,
  NOT_BACKEND_KEY,
  normaliseBaseUrl,
  workspaceInputSchema,
  type WorkspaceSummary,
} from '@shared/workspace'
import { checkKeyUsage } from '../data/workspaces'
import { Button } from '../components/Button'
import { Field } from '../components/Field'
import { Banner } from '../components/feedback'
import { useSaveWorkspace } from '../hooks/use-workspace-mutations'
import { errorData } from '../lib/errors'
import { bannerMessage } from './form-errors'
import { RemoveWorkspaceButton } from './RemoveWorkspaceButton'
import { TestConnection } from './TestConnection'

type FormInput = z.input<typeof workspaceInputSchema>
type FormOutput = z.output<typeof workspaceInputSchema>
const FORM_FIELDS = ['name', 'baseUrl', 'apiKey', 'dailyQuota'] as const
type FormField = (typeof FORM_FIELDS)[number]

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name)
}

/** The shared schema, plus: a key is required when none is stored yet. */
function formSchema(requireKey: boolean) {
  return workspaceInputSchema.extend({
    apiKey: workspaceInputSchema.shape.apiKey.refine(
      (key) => !requireKey || (key ?? '').length > 0,
      'Enter the API key',
    ),
  })
}

export function keyHint(workspace: WorkspaceSummary | null): string {
  if (workspace?.hasKey) {
    const last4 = workspace.keyLast4 ? ` · ends in ${workspace.keyLast4}` : ''
    return `Key set${last4} — leave empty to keep it`
  }
  if (workspace) return 'No key is stored for this workspace. Enter one.'
  return 'Kept in the system keychain. Stagehand never shows it again.'
}

/**
 * What a typed key was made for, as far as the service tells.
 *
 * A service that cannot be reached (or an address the check refuses) leaves it
 * unknown: the save goes on, and the address's own check speaks for itself.
 */
async function keyUsage(
  workspace: WorkspaceSummary | null,
  baseUrl: string,
  apiKey: string,
): Promise<'backend' | 'other' | 'unknown'> {
  try {
    return await checkKeyUsage({
      ...(workspace ? { workspaceId: workspace.id } : {}),
      baseUrl: normaliseBaseUrl(baseUrl),
      apiKey,
      eventId: workspace?.eventId ?? null,
    })
  } catch {
    return 'unknown'
  }
}

export function WorkspaceForm({
  workspace,
  onDone,
}: {
  workspace: WorkspaceSummary | null
  onDone: () => void
}) {
  const requireKey = !workspace?.hasKey
  const schema = useMemo(() => formSchema(requireKey), [requireKey])
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: workspace?.name ?? '',
      baseUrl: workspace?.baseUrl ?? '',
      apiKey: '',
      dailyQuota: workspace?.dailyQuota ?? DEFAULT_DAILY_QUOTA,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { register, handleSubmit, setError, formState } = form
  const save = useSaveWorkspace()
  const [formError, setFormError] = useState<string | null>(null)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    // A new key is checked before it is kept: one made for another use than Backend
    // would only fail later, at the first attendee read or change.
    if (values.apiKey) {
      const usage = await keyUsage(workspace, values.baseUrl, values.apiKey)
      if (usage === 'other') {
        setError('apiKey', { type: 'server', message: NOT_BACKEND_KEY }, { shouldFocus: true })
        return
      }
    }
    try {
      const saved = await save.mutateAsync({
        id: workspace?.id,
        name: values.name,
        baseUrl: values.baseUrl,
        apiKey: values.apiKey ? values.apiKey : undefined,
        dailyQuota: values.dailyQuota,
      })
      toast.success(workspace ? `Saved “${saved.name}”` : `Added “${saved.name}”`)
      onDone()
    } catch (error) {
      const data = errorData(error)
      for (const [field, message] of Object.entries(data.fieldErrors ?? {})) {
        if (isFormField(field)) setError(field, { type: 'server', message }, { shouldFocus: true })
      }
      setFormError(bannerMessage(data, FORM_FIELDS))
    }
  })

  const { errors } = formState
  return (
    <form className="dialog__body" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label="Name"
        placeholder="Acme Events — production"
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label="API base URL"
        placeholder="https://api.example.com"
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        error={errors.baseUrl?.message}
        {...register('baseUrl')}
      />
      <Field
        label="API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        // The stored key's dots only while it is the one kept: not once the key is asked again.
        placeholder={workspace?.hasKey && !errors.apiKey ? '••••••••' : 'Paste the API key'}
        // "Leave empty to keep it" is not true of a key the save asks for again.
        hint={errors.apiKey ? undefined : keyHint(workspace)}
        error={errors.apiKey?.message}
        {...register('apiKey')}
      />
      <Field
        label="Daily request quota"
        inputMode="numeric"
        autoComplete="off"
        hint={
          errors.dailyQuota
            ? undefined
            : 'Requests a day this key may send: 10,000 unless the service raised it on request.'
        }
        error={errors.dailyQuota?.message}
        {...register('dailyQuota', { valueAsNumber: true })}
      />
      <TestConnection form={form} workspaceId={workspace?.id} />
      {formError ? (
        <Banner tone="error" testId="workspace-form-error">
          {formError}
        </Banner>
      ) : null}
      <footer className="dialog__footer">
        {workspace ? <RemoveWorkspaceButton workspace={workspace} onRemoved={onDone} /> : null}
        <span className="spacer" />
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          Save
        </Button>
      </footer>
    </form>
  )
}
