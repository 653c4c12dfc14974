/**
 * The sentence saying the service's page size is not the one asked.
 *
 * The grid's note, the export's estimate and a finished export's card all say
 * it; one wording keeps them from drifting apart.
 */
import { servesOtherSize } from '@shared/api/paging'
import { countText } from '@shared/number-format'

/**
 * "The service sends 10 rows a page, not the 25 asked", without its full stop.
 *
 * Null when the service sends the size asked (or has not shown its size yet).
 */
export function otherSizeClause(
  served: number | null,
  asked: number,
  verb: 'sends' | 'sent',
): string | null {
  return servesOtherSize(served, asked)
    ? `The service ${verb} ${countText(served)} rows a page, not the ${asked} asked`
    : null
}
