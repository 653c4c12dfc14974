/** The DOM event name the harness dispatches main→renderer messages with. */
export const HARNESS_EVENT = 'stagehand-harness-event'
