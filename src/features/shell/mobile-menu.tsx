import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { signOut, useSignedIn } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Drawer, DrawerDivider, DrawerList, DrawerSectionTitle, drawerRow } from '../../ui/drawer';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/shell-icons';
import type { MenuCategory } from './category-menu-model';
import { useCategoryMenu, useLiquidationSale } from './use-shell-data';
import { m } from '../../i18n/paraglide/messages.js';
import { LanguageSwitch } from './language-switch';

const ACCOUNT_PATH: string = '/account';
const LOGIN_PATH: string = '/login';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The mobile menu (below 960 px): top-level categories; each opens a sub-list with 'All
 * {category}' and its subcategories; then the account link, FAQ, Contact and Sign Out.
 */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const menu = useCategoryMenu();
  const signedIn = useSignedIn();
  const saleBadge = useLiquidationSale();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const category = menu.find((item) => item.id === categoryId) ?? null;
  const navigated = useRef(false);
  const lastOpened = useRef<string | null>(null);
  const subHeading = useRef<HTMLHeadingElement>(null);
  const mainList = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) {
      navigated.current = false;
      return;
    }
    // Next time the menu opens on the main list.
    const timer = setTimeout(() => {
      lastOpened.current = null;
      setCategoryId(null);
    }, 300);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (category) {
      subHeading.current?.focus();
      return;
    }
    const opener = lastOpened.current;
    if (opener) {
      mainList.current?.querySelector<HTMLElement>(`[data-category="${opener}"]`)?.focus();
    }
  }, [category]);

  const followLink = () => {
    navigated.current = true;
    onOpenChange(false);
  };

  return (
    <Drawer
      title={m.shell_menu_title()}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={m.shell_menu_close()}
      onCloseAutoFocus={(event) => {
        // After following a link the page moves focus to its new content, not to the menu button.
        if (navigated.current) event.preventDefault();
      }}
    >
      {category ? (
        <SubMenu
          category={category}
          saleBadge={saleBadge}
          headingRef={subHeading}
          onBack={() => setCategoryId(null)}
          onNavigate={followLink}
        />
      ) : (
        <nav aria-label={m.shell_menu_main()}>
          <DrawerList ref={mainList}>
            {menu.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={drawerRow()}
                  data-category={item.id}
                  onClick={() => {
                    lastOpened.current = item.id;
                    setCategoryId(item.id);
                  }}
                >
                  {item.name}
                  <ChevronRightIcon size={20} />
                </button>
              </li>
            ))}
          </DrawerList>
          <DrawerDivider />
          <DrawerList>
            <li>
              <Link
                to={signedIn ? ACCOUNT_PATH : LOGIN_PATH}
                className={drawerRow({ tone: 'strong' })}
                onClick={followLink}
              >
                {signedIn ? m.shell_menu_my_account() : m.shell_menu_sign_in()}
              </Link>
            </li>
            <li>
              <Link to="/faq" className={drawerRow({ tone: 'secondary' })} onClick={followLink}>
                {m.shell_menu_faq()}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={drawerRow({ tone: 'secondary' })} onClick={followLink}>
                {m.shell_menu_contact()}
              </Link>
            </li>
            {signedIn ? (
              <li>
                <button
                  type="button"
                  className={drawerRow({ tone: 'secondary' })}
                  onClick={() => {
                    signOut();
                    onOpenChange(false);
                  }}
                >
                  {m.shell_menu_sign_out()}
                </button>
              </li>
            ) : null}
            <li>
              <LanguageSwitch className={drawerRow({ tone: 'secondary' })} />
            </li>
          </DrawerList>
        </nav>
      )}
    </Drawer>
  );
}

type SubMenuProps = {
  category: MenuCategory;
  saleBadge: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNavigate: () => void;
};

function SubMenu({ category, saleBadge, headingRef, onBack, onNavigate }: SubMenuProps) {
  return (
    <nav aria-label={category.name}>
      <button type="button" className={drawerRow({ tone: 'back' })} onClick={onBack}>
        <span>
          <ChevronLeftIcon size={20} />
          {m.shell_menu_back()}
        </span>
      </button>
      <DrawerSectionTitle ref={headingRef} tabIndex={-1}>
        {category.name}
      </DrawerSectionTitle>
      <DrawerList>
        <li>
          <Link to={category.path} className={drawerRow({ tone: 'strong' })} onClick={onNavigate}>
            {m.shell_menu_all({ category: category.name })}
          </Link>
        </li>
        {category.children.map((sub) => (
          <li key={sub.id}>
            <Link to={sub.path} className={drawerRow()} onClick={onNavigate}>
              {sub.name}
              {saleBadge ? <Badge tone="sale">{m.shell_sale_badge()}</Badge> : null}
            </Link>
          </li>
        ))}
      </DrawerList>
    </nav>
  );
}
