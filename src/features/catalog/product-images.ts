/** The pictures of a variant in viewing order: showcase shots, then dimension drawings. */
import { m } from '../../i18n/paraglide/messages.js';

export interface ImageFacts {
  type: string;
  imageurl: string;
  caption: string | null;
}

export interface ProductPicture {
  src: string;
  alt: string;
  caption: string | null;
  type: 'SHOWCASE' | 'DIMENSIONS';
}

export function productPictures(
  name: string,
  images: readonly ImageFacts[],
  drawing?: { fronturl: string | null; sideurl: string | null } | null,
): ProductPicture[] {
  const pictures: ProductPicture[] = [];
  const add = (src: string, type: ProductPicture['type'], caption: string | null) => {
    if (!src || pictures.some((picture) => picture.src === src)) return;
    pictures.push({ src, type, caption, alt: caption ?? name });
  };
  for (const image of images) {
    if (image.type === 'SHOWCASE') add(image.imageurl, 'SHOWCASE', image.caption);
  }
  for (const image of images) {
    if (image.type === 'DIMENSIONS') add(image.imageurl, 'DIMENSIONS', image.caption);
  }
  if (drawing?.fronturl) add(drawing.fronturl, 'DIMENSIONS', m.catalog_picture_front({ name }));
  if (drawing?.sideurl) add(drawing.sideurl, 'DIMENSIONS', m.catalog_picture_side({ name }));
  return pictures;
}
