/**
 * The rule for a value that becomes one segment of a request path.
 *
 * Percent encoding leaves dots alone, and URL parsing resolves "." and ".."
 * (also as %2e) as it would in a file path, so a session ID of ".." would send
 * the request to the event instead. Empty would join two slashes. Both the IPC
 * schemas and the API client use this one rule.
 */

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/** Why `value` cannot be the path segment `name`, or null when it can. */
export function pathSegmentProblem(name: string, value: string): string | null {
  if (value.length === 0) return `The ${name} must not be empty.`
  if (DOT_SEGMENT.test(value)) {
    return `The ${name} cannot be "${value}": a path segment of only dots would point the request at another resource.`
  }
  return null
}
