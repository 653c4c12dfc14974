/**
 * Messages about the app itself, above every section: a settings file that
 * could not be read and was moved aside (main says where it went). Each can
 * be dismissed for the rest of the run; main keeps the moved file.
 */
import { useState } from 'react'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'

export function ShellNotices({ settingsNotice }: { settingsNotice: string | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null)
  const showSettings = settingsNotice !== null && settingsNotice !== dismissed
  if (!showSettings) return null
  return (
    <div className="shell__notices">
      <Banner
        tone="warning"
        title="Settings were reset"
        testId="settings-notice"
        actions={
          <Button size="sm" onClick={() => setDismissed(settingsNotice)}>
            Dismiss
          </Button>
        }
      >
        {settingsNotice}
      </Banner>
    </div>
  )
}
