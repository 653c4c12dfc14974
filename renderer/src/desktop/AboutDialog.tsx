/**
 * About Stagehand: the app's version, the runtime's versions and the license.
 *
 * Opened from the app menu (Stagehand → About on macOS, Help → About
 * elsewhere); the facts come from `app:info`.
 */
import { InfoDialog } from '../components/InfoDialog'
import { useAppInfo } from '../hooks/use-app-info'
import './desktop.css'

const PLATFORMS: Record<string, string> = { darwin: 'macOS', win32: 'Windows', linux: 'Linux' }

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const info = useAppInfo().data
  const facts: Array<[string, string]> = info
    ? [
        ['Version', info.version],
        ['Electron', info.electron ?? 'Not running in Electron'],
        ['Chrome', info.chrome ?? 'Not running in Electron'],
        ['Node', info.node],
        ['System', PLATFORMS[info.platform] ?? info.platform],
      ]
    : []
  return (
    <InfoDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="About Stagehand"
      description="Event administration for organizers, on the Event Management Service."
      className="dialog--small"
      testId="about-dialog"
    >
      <dl className="about__facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {info ? <p className="about__license">{info.license}</p> : null}
    </InfoDialog>
  )
}
