/** The DOM event name the harness dispatches main→renderer messages with. */
export const HARNESS_EVENT = 'stagehand-harness-event'
/** The window property the harness's init script leaves the call address in, for the bridge to take. */
export const HARNESS_INVOKE_URL = '__stagehandInvokeUrl'
