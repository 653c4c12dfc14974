/**
 * First run, no workspace yet.
 */
import { Button } from '../components/Button'
import { PlusIcon } from '../components/icons'
import { useWorkspaceDialog } from '../workspaces/dialog-context'

export function Welcome() {
  const dialog = useWorkspaceDialog()
  return (
    <main className="welcome" data-testid="welcome">
      <div className="welcome__card">
        <div className="welcome__mark" aria-hidden="true">
          S
        </div>
        <h1 className="welcome__title">Welcome to Stagehand</h1>
        <p className="welcome__text">
          Stagehand manages the attendees, sessions, speakers, sponsors and locations of your
          events. Start by connecting a workspace: a name, the address of your Event Management
          Service API and an API key.
        </p>
        <Button variant="primary" onClick={() => dialog.openAdd()}>
          <PlusIcon />
          Add workspace
        </Button>
        <p className="welcome__note">The key is kept in your system keychain, never in a file.</p>
      </div>
    </main>
  )
}
