/**
 * The file names of a bulk photo drop, one per speaker in another form.
 *
 * Shared by the component test and the end-to-end spec of the bulk review so
 * both drop the same names and expect the same proposals.
 */
export interface NamedSpeaker {
  id: string
  firstName: string
  lastName: string
  externalRefId: string
}

/**
 * One file name per speaker, each in another form; the twelfth names the
 * first speaker again (a wrong proposal, for the twelfth speaker), the
 * thirteenth says nothing of any speaker.
 */
export function bulkFileNames(s: NamedSpeaker[]): string[] {
  const typo = (word: string) => word.slice(0, -2) + word.slice(-1)
  const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '')
  return [
    plain(`${s[0]!.firstName}-${s[0]!.lastName}.jpg`),
    `${s[1]!.lastName}_${s[1]!.firstName}.jpg`,
    `${s[2]!.firstName[0]}.${s[2]!.lastName}.jpg`,
    `${s[3]!.firstName.toUpperCase()} ${s[3]!.lastName}.jpg`,
    `${s[4]!.lastName.toUpperCase()} ${s[4]!.firstName} headshot.JPG`,
    `${s[5]!.externalRefId}.jpg`,
    `${s[6]!.id}.jpg`,
    `${s[7]!.firstName}_${s[7]!.lastName}.jpeg`,
    `${s[8]!.firstName}${s[8]!.lastName}.jpg`,
    `${s[9]!.firstName} ${typo(s[9]!.lastName)}.jpg`,
    `${s[10]!.lastName}.${s[10]!.firstName[0]}.jpg`,
    plain(`Copy of ${s[0]!.firstName} ${s[0]!.lastName}.jpg`),
    'IMG_0042.jpg',
  ]
}
