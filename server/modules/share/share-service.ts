/**
 * Shared carts and curated packages (docs/decisions/051-shared-carts-and-packages.md).
 *
 * A shared cart is a snapshot of a shopper's cart lines behind an unguessable short id, so the
 * cart can be opened on another device or by someone else. Lines are checked against the
 * catalogue when shared; when opened they are read against it again, so a product that stopped
 * being sold shows as unavailable instead of breaking the page. Prices are never stored: whoever
 * opens the link sees the cart priced for their own city by priceCart.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import * as repo from './share-repository';
import type {
  StoredPackage,
  StoredSharedCart,
  StoredSharedLine,
  VariantSummary,
} from './share-repository';
import { SHARED_CART_TTL_DAYS } from '../../db/schema';
import { MAX_CART_LINES } from '../cart/index';
import type { CatalogService } from '../catalog/index';
import { parseId } from '../catalog/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { MAX_LINE_QUANTITY } from '../cart/index';
import type { PurchaseOption } from '../../shared/purchase-options';
import { isPurchaseOption } from '../../shared/purchase-options';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 12 characters of base 62: about 71 random bits, far beyond guessing. */
export const SHARED_CART_ID_LENGTH = 12;
const SHARED_CART_ID = /^[0-9A-Za-z]{12}$/;
const MAX_OPTIONS_PER_LINE = 12;
const MAX_SLUG_LENGTH = 60;

export interface ShareLineInput {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength?: number | null | undefined;
  options?: readonly { optionId: string; valueId: string }[] | null | undefined;
}

export interface ResolvedLine {
  productId: string;
  parentProductId: string | null;
  quantity: number;
  purchaseOption: PurchaseOption;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
  name: string;
  slug: string;
  image: string | null;
  /** Still sold: the product exists and is visible. */
  available: boolean;
}

export interface SharedCart {
  id: string;
  slug: string;
  cityId: string;
  lines: ResolvedLine[];
  createdAt: string;
  expiresAt: string;
}

export interface Package {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  items: ResolvedLine[];
}

/** A random id drawn without bias (bytes past the largest multiple of 62 are thrown away). */
export function newSharedCartId(): string {
  let id = '';
  while (id.length < SHARED_CART_ID_LENGTH) {
    for (const byte of randomBytes(SHARED_CART_ID_LENGTH * 2)) {
      if (byte < 248 && id.length < SHARED_CART_ID_LENGTH) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

export function isSharedCartId(value: string): boolean {
  return SHARED_CART_ID.test(value);
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The readable part of a shared link: the first item's name, and how many more. */
export function sharedCartSlug(names: readonly string[]): string {
  const first = slugify(names[0] ?? 'cart')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  const more = names.length - 1;
  return more > 0 ? `${first || 'cart'}-and-${more}-more` : first || 'cart';
}

function badLine(index: number, field: string, message: LocalizedText): DomainError {
  return new DomainError('BAD_USER_INPUT', message, {
    details: { field: `products[${index}].${field}` },
  });
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Checks the shape of every line; returns them with ids parsed and duplicates merged. */
function normaliseLines(lines: readonly ShareLineInput[]): (StoredSharedLine & { id: number })[] {
  if (lines.length === 0) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_share_cart_empty), {
      details: { field: 'products' },
    });
  }
  if (lines.length > MAX_CART_LINES) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_cart_max_lines, { max: MAX_CART_LINES }), {
      details: { field: 'products' },
    });
  }
  const merged = new Map<string, StoredSharedLine & { id: number }>();
  lines.forEach((line, index) => {
    let id: number;
    try {
      id = parseId(line.productId, 'productId');
    } catch {
      throw badLine(index, 'productId', tr(m.errors_share_line_no_product));
    }
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > MAX_LINE_QUANTITY
    ) {
      throw badLine(index, 'quantity', tr(m.errors_share_quantity, { max: MAX_LINE_QUANTITY }));
    }
    if (!isPurchaseOption(line.purchaseOption)) {
      throw badLine(
        index,
        'purchaseOption',
        tr(m.errors_share_not_purchase_option, { option: line.purchaseOption }),
      );
    }
    const term = line.termLength ?? null;
    if (term !== null && !(Number.isInteger(term) && term > 0 && term <= 120)) {
      throw badLine(index, 'termLength', tr(m.errors_cart_term_whole_months));
    }
    const options = line.options ?? [];
    if (
      options.length > MAX_OPTIONS_PER_LINE ||
      !options.every(
        (option) => /^\d{1,9}$/.test(option.optionId) && /^\d{1,9}$/.test(option.valueId),
      )
    ) {
      throw badLine(index, 'options', tr(m.errors_cart_options_unreadable));
    }
    const key = `${id}|${line.purchaseOption}|${term ?? ''}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
      return;
    }
    merged.set(key, {
      id,
      productId: String(id),
      quantity: line.quantity,
      purchaseOption: line.purchaseOption,
      termLength: term,
      options: options.map((option) => ({ optionId: option.optionId, valueId: option.valueId })),
    });
  });
  return [...merged.values()];
}

function resolveLine(
  line: StoredSharedLine,
  summary: VariantSummary | undefined,
): ResolvedLine | null {
  if (!isPurchaseOption(line.purchaseOption)) return null;
  return {
    productId: line.productId,
    parentProductId: summary ? String(summary.parentProductId) : null,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength,
    options: line.options,
    name: summary?.name ?? 'An item we no longer sell',
    slug: summary?.slug ?? '',
    image: summary?.imageUrl ?? null,
    available: summary?.visible ?? false,
  };
}

/** Reads stored lines defensively: anything not in the cart's shape is left out. */
function storedLines(value: unknown): StoredSharedLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line: Partial<StoredSharedLine>) =>
    line &&
    typeof line.productId === 'string' &&
    Number.isInteger(line.quantity) &&
    typeof line.purchaseOption === 'string'
      ? [
          {
            productId: line.productId,
            quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, line.quantity ?? 1)),
            purchaseOption: line.purchaseOption,
            termLength: typeof line.termLength === 'number' ? line.termLength : null,
            options: Array.isArray(line.options) ? line.options : [],
          },
        ]
      : [],
  );
}

export class ShareService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly catalog: CatalogService,
  ) {}

  private async summaries(ids: readonly number[]): Promise<Map<string, VariantSummary>> {
    const rows = await repo.findProductSummaries(this.database, [...new Set(ids)]);
    return new Map(rows.map((row) => [String(row.id), row]));
  }

  /** Saves the lines behind a new link; every product must exist, be sold and offer the option. */
  async share(args: { cityId: string; products: readonly ShareLineInput[] }): Promise<SharedCart> {
    const city = await this.catalog.resolveCity(args.cityId);
    const lines = normaliseLines(args.products);
    const summaries = await this.summaries(lines.map((line) => line.id));
    lines.forEach((line, index) => {
      const summary = summaries.get(line.productId);
      if (!summary || !summary.visible) {
        throw badLine(
          index,
          'productId',
          tr(m.errors_share_no_longer_sold, {
            name: summary?.name ?? tr(m.errors_share_product_fallback, { id: line.productId }),
          }),
        );
      }
      const offered = summary.purchaseOptions.some(
        (price) =>
          price.purchaseOption === line.purchaseOption &&
          (price.termLengthMonths ?? null) === line.termLength,
      );
      if (!offered) {
        throw badLine(
          index,
          'purchaseOption',
          tr(m.errors_share_not_offered, { name: summary.name }),
        );
      }
    });
    const stored: StoredSharedLine[] = lines.map(({ id: _id, ...line }) => line);
    await repo.deleteExpiredSharedCarts(this.database);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repo.insertSharedCart(this.database, {
        id: newSharedCartId(),
        cityId: city.id,
        lines: stored,
        ttlDays: SHARED_CART_TTL_DAYS,
      });
      if (row) return this.toSharedCart(row, summaries);
    }
    throw new Error('could not draw a free shared-cart id in 5 attempts');
  }

  /** The shared cart behind a link, or null when there is none or it has expired. */
  async find(id: string): Promise<SharedCart | null> {
    if (!isSharedCartId(id)) return null;
    const row = await repo.findSharedCart(this.database, id);
    if (!row) return null;
    const ids = storedLines(row.lines).flatMap((line) =>
      /^\d{1,9}$/.test(line.productId) ? [Number(line.productId)] : [],
    );
    return this.toSharedCart(row, await this.summaries(ids));
  }

  private toSharedCart(row: StoredSharedCart, summaries: Map<string, VariantSummary>): SharedCart {
    const lines = storedLines(row.lines).flatMap((line) => {
      const resolved = resolveLine(line, summaries.get(line.productId));
      return resolved ? [resolved] : [];
    });
    return {
      id: row.id,
      slug: sharedCartSlug(lines.map((line) => line.name)),
      cityId: String(row.cityId),
      lines,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
    };
  }

  /** Every visible package, in display order. */
  async packages(): Promise<Package[]> {
    return this.loadPackages(await repo.listPackages(this.database));
  }

  /** One package by its slug, or null. */
  async package(slug: string): Promise<Package | null> {
    const clean = slug.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,80}$/.test(clean)) return null;
    const [found] = await this.loadPackages(await repo.listPackages(this.database, clean));
    return found ?? null;
  }

  private async loadPackages(rows: StoredPackage[]): Promise<Package[]> {
    const items = await repo.listPackageItems(
      this.database,
      rows.map((row) => row.id),
    );
    const summaries = await this.summaries(items.map((item) => item.productId));
    return rows.map((row) => ({
      id: String(row.id),
      slug: row.slug,
      name: row.name,
      description: row.description,
      image: row.imageUrl,
      items: items
        .filter((item) => item.packageId === row.id)
        .flatMap((item) => {
          const resolved = resolveLine(
            {
              productId: String(item.productId),
              quantity: item.quantity,
              purchaseOption: item.purchaseOption,
              termLength: item.termLengthMonths,
              options: item.optionValues,
            },
            summaries.get(String(item.productId)),
          );
          return resolved ? [resolved] : [];
        }),
    }));
  }
}
