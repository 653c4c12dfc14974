/**
 * The session open in the editor, kept in the location hash after the
 * section (`#/sessions/<id>`), so a reload and the sidebar's own links keep
 * working (use-section-route.ts reads only the first part).
 */
import { useCallback } from 'react'
import { sectionHref, useHash } from '@renderer/hooks/use-section-route'

export function sessionIdFromHash(hash: string): string | null {
  const match = /^#\/?sessions\/([^?]+)/.exec(hash)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

export function sessionHref(sessionId: string | null): string {
  return sessionId === null
    ? sectionHref('sessions')
    : `${sectionHref('sessions')}/${encodeURIComponent(sessionId)}`
}

export function useSessionRoute(): [string | null, (sessionId: string | null) => void] {
  const hash = useHash()
  const open = useCallback((sessionId: string | null) => {
    window.location.hash = sessionHref(sessionId)
  }, [])
  return [sessionIdFromHash(hash), open]
}
