import { toast } from 'sonner'

/** Copies text and says so in a toast; never throws. */
export async function copyText(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
    return true
  } catch {
    toast.error('Could not reach the clipboard. Select the text and copy it by hand.')
    return false
  }
}
