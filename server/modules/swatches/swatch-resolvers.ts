import type { Swatch as SwatchRecord } from './swatch-service';
import { MAX_SWATCHES_PER_ORDER } from './swatch-service';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  Swatch,
} from '../../api/generated/resolvers-types';

function mapSwatch(swatch: SwatchRecord): Swatch {
  return {
    id: String(swatch.id),
    name: swatch.name,
    description: swatch.description || null,
    imageurl: swatch.imageUrl,
    largeimageurl: swatch.largeImageUrl,
    groupname: swatch.groupName,
    colorhex: swatch.colourHex,
    optionname: swatch.optionName,
  };
}

const swatchQueries: QueryResolvers = {
  async getSwatches(_root, _args, { swatches }) {
    return {
      swatches: (await swatches.swatches()).map(mapSwatch),
      maxPerOrder: MAX_SWATCHES_PER_ORDER,
    };
  },
};

const swatchMutations: MutationResolvers = {
  async checkoutSwatch(_root, args, { swatches, auth }) {
    return swatches.placeOrder(
      {
        fullName: args.fullName,
        email: args.email,
        phoneNumber: args.phoneNumber,
        streetAddress: args.streetAddress,
        unitNumber: args.unitNumber,
        city: args.city,
        province: args.province,
        postalCode: args.postalCode,
        country: args.country,
        swatches: args.swatches,
        addressId: args.addressId,
      },
      { customerId: auth?.userId ?? null },
    );
  },
};

export const swatchResolvers: Resolvers = { Query: swatchQueries, Mutation: swatchMutations };
