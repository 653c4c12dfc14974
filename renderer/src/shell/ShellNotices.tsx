/**
 * Messages about the app itself, above every section: the service out of
 * reach (NetworkBanner), and a settings file that could not be read and was
 * moved aside (main says where it went; dismissed for the rest of the run,
 * main keeps the moved file).
 */
import { useState } from 'react'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'
import { NetworkBanner } from './NetworkBanner'

export function ShellNotices({ settingsNotice }: { settingsNotice: string | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null)
  const showSettings = settingsNotice !== null && settingsNotice !== dismissed
  return (
    <div className="shell__notices">
      <NetworkBanner />
      {showSettings ? (
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
      ) : null}
    </div>
  )
}
