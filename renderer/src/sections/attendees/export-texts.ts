/**
 * The export's sentences built from what main reports.
 *
 * The cost said before it starts (`exports:estimate`), and the page size a
 * finished export met. Pure, so each wording is tested without a window.
 */
import { otherSizeClause } from './page-size-text'
import { countText, numberFormat } from '@shared/number-format'

export interface EstimateFacts {
  pageSize: number
  servedPageSize: number | null
  requestsPer1000: number
  extraRequests: number
  quota: { usedToday: number; dailyLimit: number; remaining: number } | null
}

/** What an export will cost, at the rows a page the service sends. */
export function estimateText(e: EstimateFacts): string {
  const share =
    e.quota && e.quota.dailyLimit > 0
      ? ` (${numberFormat({ maximumFractionDigits: 1 }).format((e.requestsPer1000 / e.quota.dailyLimit) * 100)} % of today's quota)`
      : ''
  const cost =
    `every 1,000 attendees take ${countText(e.requestsPer1000)} requests${share}, plus up ` +
    `to ${e.extraRequests} to find the end of the list (the service gives no total).`
  const other = otherSizeClause(e.servedPageSize, e.pageSize, 'sends')
  const head = other ? `${other}: ${cost}` : `At ${e.pageSize} attendees a page, ${cost}`
  const left = e.quota
    ? ` Left of today's quota: ${countText(e.quota.remaining)} of ${countText(e.quota.dailyLimit)} requests.`
    : ''
  return head + left
}

/** The page size an export met, when the service sent another number than asked; else null. */
export function servedSizeText(pageSize: number, servedPageSize: number | null): string | null {
  const other = otherSizeClause(servedPageSize, pageSize, 'sent')
  return other && `${other}.`
}
