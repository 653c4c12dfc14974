/**
 * The address a user gives for an image the service should fetch
 * (docs/api-decisions.md, "Image uploads"): only http and https, and no user
 * name or password in it (the service would send them to a host of the
 * address's choosing, and they would end up in its logs).
 */
import { z } from 'zod'

export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the image address, such as https://example.com/photo.jpg')
  .max(4096, 'The address is too long: at most 4,096 characters')
  .superRefine((text, ctx) => {
    if (!URL.canParse(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text.slice(0, 80)}" is not a full address: enter one such as https://example.com/photo.jpg`,
      })
      return
    }
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({
        code: 'custom',
        message: `The address starts with ${url.protocol}: only http:// and https:// addresses can be used`,
      })
      return
    }
    if (url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message:
          'The address contains a user name or password: give an address that needs no sign-in',
      })
    }
  })

export const imageUrlFormSchema = z.object({ imageUrl: imageUrlSchema })
export type ImageUrlForm = z.infer<typeof imageUrlFormSchema>
