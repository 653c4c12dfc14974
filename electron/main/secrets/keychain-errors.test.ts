/**
 * The keychain library's failures, as its Linux backend words them, become
 * sentences that say what is wrong and what to do.
 */
import { describe, expect, it } from 'vitest'
import {
  KEYCHAIN_FAILED_CODE,
  KEYCHAIN_LOCKED_CODE,
  KEYCHAIN_MISSING_CODE,
  keychainError,
} from './keychain-errors'

describe('keychain errors', () => {
  it('a dismissed unlock prompt is a locked keychain', () => {
    const error = keychainError(
      'save',
      new Error("Couldn't access platform storage: Secret Service: unlock prompt was dismissed"),
    )
    expect(error.data).toMatchObject({ kind: 'keychain', code: KEYCHAIN_LOCKED_CODE })
    expect(error.message).toBe(
      'The system keychain is locked, so Stagehand could not save the API key in it. Unlock the keychain (or log in again) and try again.',
    )
  })

  it.each([
    'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
    'Platform failure: org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided by any .service files',
  ])('no Secret Service on the bus is a missing keychain: %s', (detail) => {
    const error = keychainError('read', new Error(detail))
    expect(error.data).toMatchObject({ kind: 'keychain', code: KEYCHAIN_MISSING_CODE })
    expect(error.message).toMatch(
      /^No system keychain is running, so Stagehand could not read the API key from it\. Stagehand keeps API keys only there: start one \(on Linux: GNOME Keyring or KWallet/,
    )
  })

  it('anything else keeps the library detail and says what is needed', () => {
    const error = keychainError('remove', new Error('Platform failure: disk full'))
    expect(error.data).toMatchObject({ kind: 'keychain', code: KEYCHAIN_FAILED_CODE })
    expect(error.message).toMatch(
      /^Could not remove the API key from the system keychain \(Platform failure: disk full\)\. .*running and unlocked/,
    )
  })
})
