/**
 * The team picker's search and keyboard rules, as pure functions so they are tested without a DOM.
 *
 * Matching ignores case and accents ("Équipe" is found by "equipe") because
 * team names are typed by many people in many languages.
 */
import type { Team } from '@shared/api/schemas'

/** Lower case without diacritics: the form both the query and the names are compared in. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The teams whose name holds every word of the query, in their order.
 *
 * A query that looks like the start of an ID also finds the team with that ID,
 * so a pasted teamId is found too.
 */
export function filterTeams(
  teams: readonly Team[],
  query: string,
  nameOf: (team: Team) => string,
): Team[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...teams]
  return teams.filter((team) => {
    const name = foldForSearch(nameOf(team))
    if (words.every((w) => name.includes(w))) return true
    return words.length === 1 && team.id.toLowerCase().startsWith(words[0]!)
  })
}

export type PickerKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/** The row that becomes active after `key`, from `active` (-1: none) among `count` rows; wraps around. */
export function moveActive(active: number, count: number, key: PickerKey): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}
