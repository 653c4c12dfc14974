import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'sonner/dist/styles.css'
import './styles/tokens.css'
import './styles/base.css'
import './styles/controls.css'
import './styles/components.css'
import './styles/dialog.css'
import './styles/shell.css'
import './styles/teams.css'
import './first-paint/first-paint.css'
import { App } from './app/App'
import { firstDraw, prefetchFirstScreen } from './app/first-screen'
import { createQueryClient } from './app/query-client'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// The marker moves to the app's own root element once React renders.
container.removeAttribute('data-app-state')
const client = createQueryClient()
void firstDraw(prefetchFirstScreen(client, window.location.hash)).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  ),
)
