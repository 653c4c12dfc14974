/**
 * The startup benchmark's baseline: React and one row, nothing else, built
 * and served as the renderer is, so the ratio shows what the app adds.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  createElement('div', { role: 'row' }, 'One row'),
)
