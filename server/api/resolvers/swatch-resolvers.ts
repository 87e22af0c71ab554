import type { SwatchRow } from '../../domain/swatch-service';
import { MAX_SWATCHES_PER_ORDER } from '../../domain/swatch-service';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  Swatch,
} from '../generated/resolvers-types';

function mapSwatch(row: SwatchRow): Swatch {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description || null,
    imageurl: row.image_url,
    largeimageurl: row.large_image_url,
    groupname: row.group_name,
    colorhex: row.colour_hex,
    optionname: row.option_name,
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
