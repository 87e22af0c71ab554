import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Badge } from '../../ui/badge';
import {
  CategoryNavItem,
  CategoryNavList,
  CategoryNavPanel,
  CategoryPanelGrid,
  CategoryPanelSubList,
  categoryNavTrigger,
  categoryPanelLink,
} from '../../ui/category-nav';
import { CaretDownIcon } from '../../ui/shell-icons';
import type { MenuCategory } from './category-menu-model';
import { RouterAnchor } from '../../ui/router-anchor';
import { m } from '../../i18n/paraglide/messages.js';

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

export type CategoryMenuProps = {
  menu: readonly MenuCategory[];
  /** Show the '85% Off' badge beside subcategories (liquidation mode). */
  saleBadge: boolean;
};

/**
 * The desktop category menu (960 px and up), a disclosure navigation: each category button
 * shows its panel; Escape, clicking elsewhere, leaving the menu or following a link closes it.
 */
export function CategoryMenu({ menu, saleBadge }: CategoryMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const baseId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  /** The page's own link is marked as the current page. */
  const current = (path: string) =>
    trimSlash(path) === trimSlash(pathname) ? ('page' as const) : undefined;

  useEffect(() => {
    setOpenId(null);
  }, [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.stopPropagation();
    nav.current?.querySelector<HTMLElement>(`[data-category="${openId}"]`)?.focus();
    setOpenId(null);
  };

  return (
    <nav
      ref={nav}
      aria-label={m.shell_category_menu_label()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <CategoryNavList>
        {menu.map((top) => {
          const open = openId === top.id;
          const panelId = `${baseId}-${top.id}`;
          return (
            <CategoryNavItem key={top.id}>
              <button
                type="button"
                className={categoryNavTrigger()}
                aria-expanded={open}
                aria-controls={panelId}
                data-category={top.id}
                onClick={() => setOpenId(open ? null : top.id)}
              >
                {top.name}
                <CaretDownIcon />
              </button>
              <CategoryNavPanel id={panelId} hidden={!open}>
                <RouterAnchor
                  to={top.path}
                  className={categoryPanelLink({ level: 'all' })}
                  aria-current={current(top.path)}
                >
                  {m.shell_menu_all({ category: top.name })}
                </RouterAnchor>
                <CategoryPanelGrid>
                  {top.children.map((sub) => (
                    <li key={sub.id}>
                      <RouterAnchor
                        to={sub.path}
                        className={categoryPanelLink({ level: 'sub' })}
                        aria-current={current(sub.path)}
                      >
                        {sub.name}
                        {saleBadge ? <Badge tone="sale">{m.shell_sale_badge()}</Badge> : null}
                      </RouterAnchor>
                      {sub.children.length > 0 ? (
                        <CategoryPanelSubList>
                          {sub.children.map((leaf) => (
                            <li key={leaf.id}>
                              <RouterAnchor
                                to={leaf.path}
                                className={categoryPanelLink({ level: 'subsub' })}
                                aria-current={current(leaf.path)}
                              >
                                {leaf.name}
                              </RouterAnchor>
                            </li>
                          ))}
                        </CategoryPanelSubList>
                      ) : null}
                    </li>
                  ))}
                </CategoryPanelGrid>
              </CategoryNavPanel>
            </CategoryNavItem>
          );
        })}
      </CategoryNavList>
    </nav>
  );
}
