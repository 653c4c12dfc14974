/**
 * Matches dropped photo files to speakers by what their names say.
 *
 * The speaker's ID or external reference, or the speaker's name written as
 * first-last, last-first, or initials with the last name, with `_ - .` or
 * spaces between the parts (or none), in any case and with or without accents.
 * Small typos are tolerated through the Levenshtein distance (`leven`) between
 * the name's compact forms and runs of the file name's words, so "headshot",
 * dates and counters around the name do not matter.
 *
 * Pure: no DOM, no clock. The review table calls it once per drop and lets
 * the user correct each proposal; `duplicatedSpeakers` runs again after
 * every correction.
 */
import leven from 'leven'

export interface SpeakerToMatch {
  id: string
  firstName: string
  lastName: string
  /** The organiser's own reference for the speaker; '' or absent when none. */
  externalRefId?: string
}

export type MatchVia = 'speaker-id' | 'external-ref' | 'name'

export interface FileMatch {
  fileName: string
  /** The proposed speaker, or null when nothing is close enough. */
  speakerId: string | null
  /** 1 for an ID or an exact name; lower as the name needs more edits. 0 without a proposal. */
  confidence: number
  via: MatchVia | null
  /**
   * Other speakers that fit this file almost as well (same name, or a typo
   * away from both): the proposal is a guess the user must confirm.
   */
  rivals: string[]
  /** Another file of the same drop is proposed for the same speaker. */
  duplicate: boolean
}

/** Below this similarity a name is not proposed at all (one typo in a 4-letter name is 0.75). */
export const MIN_CONFIDENCE = 0.75
/** Speakers within this much of the best score make the proposal ambiguous. */
export const AMBIGUITY_MARGIN = 0.08
/** Longest run of file-name words compared with a name (long double-barrelled names fit). */
const MAX_WINDOW_WORDS = 6

/** Letters that Unicode decomposition leaves alone but people type without the mark. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** Lower case, accents removed, split into words on anything but letters and digits (of any script). */
export function nameWords(text: string): string[] {
  const plain = text
    // "JohnSmith" is two words, as "John_Smith" is.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (c) => PLAIN_LETTERS[c] ?? c)
  // Letters of every script count: "Олег" and "陈" are names too.
  return plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)
}

/** The file's own name: no folder, no extension. */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName
  return base.replace(/\.[a-z0-9]{2,5}$/i, '')
}

const UUID_IN_TEXT = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/g

/** Every run of up to MAX_WINDOW_WORDS consecutive words, joined without separators. */
function windows(words: readonly string[]): string[] {
  const out: string[] = []
  for (let start = 0; start < words.length; start++) {
    let joined = ''
    for (let end = start; end < words.length && end - start < MAX_WINDOW_WORDS; end++) {
      joined += words[end]
      out.push(joined)
    }
  }
  return out
}

/** The ways a speaker's name is written in a file name, separators removed. */
function nameForms(speaker: SpeakerToMatch): string[] {
  const first = nameWords(speaker.firstName)
  const last = nameWords(speaker.lastName)
  if (last.length === 0 && first.length === 0) return []
  if (last.length === 0 || first.length === 0) return [[...first, ...last].join('')]
  const f = first.join('')
  const l = last.join('')
  const initials = first.map((w) => w[0]).join('')
  const forms = [f + l, l + f, initials + l, l + initials]
  // "Mary Ann Smith" is often "m-smith": the first initial alone.
  if (first.length > 1) forms.push(first[0]![0] + l, l + first[0]![0])
  return [...new Set(forms)]
}

const similarity = (a: string, b: string): number => {
  const longest = Math.max(a.length, b.length)
  // Anything past this many edits is below MIN_CONFIDENCE anyway: let leven stop early.
  const maxDistance = Math.ceil(longest * (1 - MIN_CONFIDENCE)) + 1
  return 1 - leven(a, b, { maxDistance }) / longest
}

interface Prepared {
  speaker: SpeakerToMatch
  forms: string[]
  ref: string
}

interface Scored {
  speakerId: string
  score: number
}

function bestBy(scored: Scored[]): { best: Scored | undefined; rivals: string[] } {
  const sorted = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score)
  const best = sorted[0]
  if (!best) return { best, rivals: [] }
  const rivals = sorted
    .slice(1)
    .filter((s) => s.score >= best.score - AMBIGUITY_MARGIN)
    .map((s) => s.speakerId)
  return { best, rivals }
}

function matchOne(fileName: string, speakers: readonly Prepared[]): Omit<FileMatch, 'duplicate'> {
  const stem = fileStem(fileName)
  const none = { fileName, speakerId: null, confidence: 0, via: null, rivals: [] }

  // An ID is exact evidence: it wins over any name.
  const uuids = new Set(
    [...stem.toLowerCase().matchAll(UUID_IN_TEXT)].map((m) => m[0].replace(/-/g, '')),
  )
  const byId = speakers.filter((p) => uuids.has(p.speaker.id.toLowerCase().replace(/-/g, '')))
  if (byId.length > 0) {
    return {
      fileName,
      speakerId: byId[0]!.speaker.id,
      confidence: 1,
      via: 'speaker-id',
      rivals: byId.slice(1).map((p) => p.speaker.id),
    }
  }

  const words = nameWords(stem)
  const runs = windows(words)
  const runSet = new Set(runs)
  const byRef = speakers.filter((p) => p.ref.length > 0 && runSet.has(p.ref))
  if (byRef.length > 0) {
    return {
      fileName,
      speakerId: byRef[0]!.speaker.id,
      confidence: 1,
      via: 'external-ref',
      rivals: byRef.slice(1).map((p) => p.speaker.id),
    }
  }

  const scored: Scored[] = speakers.map((p) => {
    let score = 0
    for (const form of p.forms) {
      for (const run of runs) {
        // A run far shorter or longer than the form cannot be within a few typos of it.
        if (Math.abs(run.length - form.length) > form.length * (1 - MIN_CONFIDENCE) + 1) continue
        score = Math.max(score, similarity(run, form))
        if (score === 1) break
      }
      if (score === 1) break
    }
    return { speakerId: p.speaker.id, score: score >= MIN_CONFIDENCE ? score : 0 }
  })
  const { best, rivals } = bestBy(scored)
  if (!best) return none
  return {
    fileName,
    speakerId: best.speakerId,
    confidence: Math.round(best.score * 100) / 100,
    via: 'name',
    rivals,
  }
}

/** Speaker IDs that more than one file is assigned to (null: not assigned). */
export function duplicatedSpeakers(assigned: readonly (string | null)[]): Set<string> {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const id of assigned) {
    if (id === null) continue
    if (seen.has(id)) twice.add(id)
    seen.add(id)
  }
  return twice
}

/** One proposal per file name, in the order given. */
export function matchFileNames(
  fileNames: readonly string[],
  speakers: readonly SpeakerToMatch[],
): FileMatch[] {
  const prepared: Prepared[] = speakers.map((speaker) => ({
    speaker,
    forms: nameForms(speaker),
    ref: nameWords(speaker.externalRefId ?? '').join(''),
  }))
  const matches = fileNames.map((name) => matchOne(name, prepared))
  const twice = duplicatedSpeakers(matches.map((m) => m.speakerId))
  return matches.map((m) => ({
    ...m,
    duplicate: m.speakerId !== null && twice.has(m.speakerId),
  }))
}
