/**
 * Full-text search support. parent_products.search_vector and search_text are
 * generated columns over name, materials, maker, overview and two text columns
 * this module keeps in step with the category and tag links (a generated
 * column cannot read other tables). search_vector_fr and search_text_fr are the
 * French ones (decision 180), over the French texts and category and tag names.
 */
import type { DatabaseHandle } from './client';

/**
 * Recomputes search_categories and search_tags from the links, for the given
 * parent products or all of them. Call after changing category or tag links.
 */
export async function refreshSearchDocuments(
  handle: DatabaseHandle,
  parentProductIds?: readonly number[],
): Promise<void> {
  await handle.query(
    `update parent_products p set
       search_categories = coalesce((
         select string_agg(c.name, ' ' order by c.level, c.name)
         from category_parent_products l join categories c on c.id = l.category_id
         where l.parent_product_id = p.id), ''),
       search_tags = coalesce((
         select string_agg(t.name, ' ' order by t.pos)
         from parent_product_tags l join tags t on t.id = l.tag_id
         where l.parent_product_id = p.id), ''),
       search_categories_fr = coalesce((
         select string_agg(coalesce(c.name_fr, c.name), ' ' order by c.level, c.name)
         from category_parent_products l join categories c on c.id = l.category_id
         where l.parent_product_id = p.id), ''),
       search_tags_fr = coalesce((
         select string_agg(coalesce(t.name_fr, t.name), ' ' order by t.pos)
         from parent_product_tags l join tags t on t.id = l.tag_id
         where l.parent_product_id = p.id), '')
     where $1::int[] is null or p.id = any($1::int[])`,
    [parentProductIds ? [...parentProductIds] : null],
  );
}
