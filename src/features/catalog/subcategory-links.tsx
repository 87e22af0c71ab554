import { Link } from '@tanstack/react-router';
import type { Category } from '../../api/catalog-queries';
import { PillLink, PillList } from '../../ui/pill-link';
import { categoryParams } from './category-path';

/** Links one level down: Sofas → Three-Seat Sofas, Apartment Sofas, Sleeper Sofas. */
export function SubcategoryLinks({
  categories,
  items,
  label,
}: {
  categories: readonly Category[];
  items: readonly Category[];
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <PillList>
        {items.map((item) => (
          <li key={item.id}>
            <PillLink asChild>
              <Link
                to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                params={categoryParams(categories, item)}
              >
                {item.name}
              </Link>
            </PillLink>
          </li>
        ))}
      </PillList>
    </nav>
  );
}
