import type { TShowcaseImage } from "@crewlance/contracts/users";
import { useState } from "react";
import { showcaseImageUrl } from "@/components/showcase-images-field";
import { FormDialog } from "@/components/ui/form-dialog";

/**
 * A showcase item's images as thumbnails; each is a button that opens the image larger in a
 * dialog with its alt text as the caption (decision 0097).
 */
export function ShowcaseGallery({ title, images }: { title: string; images: TShowcaseImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : images[open];
  return (
    <section aria-label={`${title} images`} className="space-y-2">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {images.map((image, index) => (
          <li key={image.path}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open image ${index + 1} of ${title}: ${image.alt}`}
              className="block w-full overflow-hidden rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
            >
              <img
                src={showcaseImageUrl(image.path)}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-square w-full object-cover transition hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <FormDialog
        open={shown !== null && shown !== undefined}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={title}
        description={open === null ? "" : `Image ${open + 1} of ${images.length}`}
        wide
      >
        {shown ? (
          <figure className="space-y-2">
            <img
              src={showcaseImageUrl(shown.path)}
              alt={shown.alt}
              width={shown.width}
              height={shown.height}
              className="max-h-[70dvh] w-full rounded-lg object-contain"
            />
            <figcaption className="text-sm text-muted">{shown.alt}</figcaption>
          </figure>
        ) : null}
      </FormDialog>
    </section>
  );
}
