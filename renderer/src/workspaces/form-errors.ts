/**
 * Where a refused save's sentence is shown in the workspace form.
 *
 * A sentence main gives for one field shows on that field; the banner above
 * the buttons says only what no field shows, so the same words never stand
 * twice in the dialog.
 */
import type { AppErrorData } from '@shared/errors'

/** The banner's sentence for a refused save; null when a field of the form shows it already. */
export function bannerMessage(
  data: Pick<AppErrorData, 'message' | 'fieldErrors'>,
  formFields: readonly string[],
): string | null {
  const onField = Object.entries(data.fieldErrors ?? {}).some(
    ([field, message]) => formFields.includes(field) && message === data.message,
  )
  return onField ? null : data.message
}
