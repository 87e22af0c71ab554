import type { Package, ResolvedLine, SharedCart } from './share-service';
import { cartLines } from '../cart/index';
import type {
  CartLineSnapshot,
  MutationResolvers,
  Package as PackageGql,
  QueryResolvers,
  Resolvers,
  SharedCart as SharedCartGql,
} from '../../api/generated/resolvers-types';

function mapLine(line: ResolvedLine): CartLineSnapshot {
  return {
    productId: line.productId,
    parentProductId: line.parentProductId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength,
    options: line.options.map((option) => ({ ...option })),
    name: line.name,
    slug: line.slug,
    image: line.image,
    available: line.available,
  };
}

function mapSharedCart(cart: SharedCart): SharedCartGql {
  return { ...cart, lines: cart.lines.map(mapLine) };
}

function mapPackage(pack: Package): PackageGql {
  return { ...pack, items: pack.items.map(mapLine) };
}

const shareQueries: QueryResolvers = {
  async sharedCart(_root, args, { share }) {
    const cart = await share.find(args.id);
    return cart ? mapSharedCart(cart) : null;
  },
  async packages(_root, _args, { share }) {
    return (await share.packages()).map(mapPackage);
  },
  async package(_root, args, { share }) {
    const found = await share.package(args.slug);
    return found ? mapPackage(found) : null;
  },
};

const shareMutations: MutationResolvers = {
  async shareCart(_root, args, { share }) {
    const cart = await share.share({
      cityId: args.cityId,
      products: cartLines(args.products),
    });
    return mapSharedCart(cart);
  },
};

export const shareResolvers: Resolvers = { Query: shareQueries, Mutation: shareMutations };
