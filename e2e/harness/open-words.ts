/**
 * What `npm run harness` says when it has started, with a display or without.
 *
 * Without one, Chromium has no window to show: say so, and how to see the UI.
 */
export function openedWords(headless: boolean): string {
  if (!headless) {
    return 'Stagehand is open in Chromium on the harness. Close the window or press Ctrl-C to stop.\n'
  }
  return [
    'No display was found (DISPLAY is not set), so Chromium runs without a window and nothing appears.',
    'To see the UI: run `npm run harness` from a terminal of a desktop session, or `npm start` for the',
    'Electron app there; on this machine, `npm run screenshots -- <folder>` saves every screen as',
    'pictures, light and dark. The harness keeps running for its tools until Ctrl-C.',
    '',
  ].join('\n')
}
