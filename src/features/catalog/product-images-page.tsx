import { m } from '../../i18n/paraglide/messages.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { productDetailsQuery } from '../../api/product-queries';
import { useCityId } from '../../lib/city-store';
import { useDocumentHead } from '../../ui/document-head';
import { ImageViewer } from '../../ui/image-viewer';
import { SITE_NAME } from './product-head';
import { productPictures } from './product-images';
import type { ProductSearch } from './product-search';
import { valueIdsOf } from './product-search';

/** The 0-based picture for a 1-based URL index: missing or out of range shows the first. */
export function pictureIndex(index: string | undefined, count: number): number {
  const number = Number(index);
  if (!Number.isInteger(number) || number < 1 || number > count) return 0;
  return number - 1;
}

export type ProductImagesPageProps = {
  slug: string;
  index?: string | undefined;
  search: ProductSearch;
};

/** `/productimages/{product}/{index?}`: the product's pictures full screen, index in the URL. */
export function ProductImagesPage({ slug, index, search }: ProductImagesPageProps) {
  const cityId = useCityId();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(productDetailsQuery(cityId, slug, valueIdsOf(search)));
  const { parent, product } = data.productDetails;
  const pictures = productPictures(parent.name, product.images, product.dimensiondrawing);
  const current = pictureIndex(index, pictures.length);
  useDocumentHead({
    title: `${m.catalog_images_title({ name: parent.name, number: current + 1, count: pictures.length })} | ${SITE_NAME}`,
    description: m.catalog_images_description({ name: parent.name }),
  });
  const show = (next: number) => {
    if (pictures.length < 2) return;
    const wrapped = (next + pictures.length) % pictures.length;
    void navigate({
      to: '/productimages/$product/{-$index}',
      params: { product: slug, index: String(wrapped + 1) },
      search,
      // Moving between pictures should not fill the history; Back leaves the viewer.
      replace: true,
    });
  };
  return (
    <ImageViewer
      title={parent.name}
      images={pictures}
      index={current}
      onPrevious={() => show(current - 1)}
      onNext={() => show(current + 1)}
      onClose={() =>
        void navigate({
          to: '/productdetail/$product',
          params: { product: slug },
          search: search.values ? { values: search.values } : {},
        })
      }
      closeLabel={m.catalog_images_close({ name: parent.name })}
    />
  );
}
