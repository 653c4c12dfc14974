/**
 * A place a followed link named that this computer's catalog does not hold.
 *
 * Following a link adds nothing (docs/links.md): the screen says so and
 * offers to add the ID, which the user may do or not.
 */
import { useAddIds, type CatalogScope } from '@renderer/catalog/use-catalog'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { errorData } from '@renderer/lib/errors'

export function NotYetKnown({ scope, id }: { scope: CatalogScope; id: string }) {
  const add = useAddIds(scope)
  return (
    <Banner
      tone="info"
      testId="link-not-known"
      title={`This ${scope.kind} is not yet known here`}
      actions={
        <Button
          size="sm"
          busy={add.isPending}
          onClick={() => add.mutate({ text: id, fileName: null })}
        >
          Add this {scope.kind}
        </Button>
      }
    >
      The link names the {scope.kind} <span className="mono">{id}</span>, which Stagehand does not
      know for this event yet. Following a link adds nothing; add its ID to see it here.
      {add.isError ? ` It could not be added: ${errorData(add.error).message}` : null}
    </Banner>
  )
}
