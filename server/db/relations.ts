/**
 * Relations for drizzle's relational queries (`db.query.parentProducts.findFirst({ with })`).
 * They describe the foreign keys of ./schema; they do not change the database.
 */
import { relations } from 'drizzle-orm';
import {
  addresses,
  categories,
  categoryParentProducts,
  cities,
  customers,
  delinquentRecords,
  depotAvailability,
  featuredProducts,
  membershipProducts,
  memberships,
  optionValues,
  options,
  orderLines,
  orderPhotos,
  orders,
  orderTaxes,
  parentProductOptions,
  parentProducts,
  parentProductTags,
  paymentMethods,
  payments,
  productImages,
  productOptionValues,
  productPrices,
  products,
  reviews,
  swatchOrderItems,
  swatchOrders,
  tags,
  tips,
} from './schema';

export const citiesRelations = relations(cities, ({ one, many }) => ({
  parent: one(cities, { fields: [cities.parentId], references: [cities.id] }),
  availability: many(depotAvailability),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'categoryParent',
  }),
  children: many(categories, { relationName: 'categoryParent' }),
  parentProducts: many(categoryParentProducts),
}));

export const tagsRelations = relations(tags, ({ one, many }) => ({
  category: one(categories, { fields: [tags.categoryId], references: [categories.id] }),
  parentProducts: many(parentProductTags),
}));

export const parentProductsRelations = relations(parentProducts, ({ one, many }) => ({
  primaryCategory: one(categories, {
    fields: [parentProducts.primaryCategoryId],
    references: [categories.id],
  }),
  primaryTag: one(tags, { fields: [parentProducts.primaryTagId], references: [tags.id] }),
  categories: many(categoryParentProducts),
  tags: many(parentProductTags),
  options: many(parentProductOptions),
  products: many(products),
}));

export const categoryParentProductsRelations = relations(categoryParentProducts, ({ one }) => ({
  category: one(categories, {
    fields: [categoryParentProducts.categoryId],
    references: [categories.id],
  }),
  parentProduct: one(parentProducts, {
    fields: [categoryParentProducts.parentProductId],
    references: [parentProducts.id],
  }),
}));

export const parentProductTagsRelations = relations(parentProductTags, ({ one }) => ({
  tag: one(tags, { fields: [parentProductTags.tagId], references: [tags.id] }),
  parentProduct: one(parentProducts, {
    fields: [parentProductTags.parentProductId],
    references: [parentProducts.id],
  }),
}));

export const optionsRelations = relations(options, ({ many }) => ({
  values: many(optionValues),
}));

export const optionValuesRelations = relations(optionValues, ({ one }) => ({
  option: one(options, { fields: [optionValues.optionId], references: [options.id] }),
}));

export const parentProductOptionsRelations = relations(parentProductOptions, ({ one }) => ({
  parentProduct: one(parentProducts, {
    fields: [parentProductOptions.parentProductId],
    references: [parentProducts.id],
  }),
  option: one(options, { fields: [parentProductOptions.optionId], references: [options.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  parentProduct: one(parentProducts, {
    fields: [products.parentProductId],
    references: [parentProducts.id],
  }),
  optionValues: many(productOptionValues),
  images: many(productImages),
  prices: many(productPrices),
  availability: many(depotAvailability),
}));

export const productOptionValuesRelations = relations(productOptionValues, ({ one }) => ({
  product: one(products, { fields: [productOptionValues.productId], references: [products.id] }),
  optionValue: one(optionValues, {
    fields: [productOptionValues.optionValueId],
    references: [optionValues.id],
  }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productPricesRelations = relations(productPrices, ({ one }) => ({
  product: one(products, { fields: [productPrices.productId], references: [products.id] }),
}));

export const depotAvailabilityRelations = relations(depotAvailability, ({ one }) => ({
  product: one(products, { fields: [depotAvailability.productId], references: [products.id] }),
  city: one(cities, { fields: [depotAvailability.cityId], references: [cities.id] }),
}));

export const featuredProductsRelations = relations(featuredProducts, ({ one }) => ({
  parentProduct: one(parentProducts, {
    fields: [featuredProducts.parentProductId],
    references: [parentProducts.id],
  }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  referrer: one(customers, {
    fields: [customers.referrerId],
    references: [customers.id],
    relationName: 'referrals',
  }),
  referrals: many(customers, { relationName: 'referrals' }),
  addresses: many(addresses),
  paymentMethods: many(paymentMethods),
  memberships: many(memberships),
  orders: many(orders),
  delinquentRecords: many(delinquentRecords),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customerId], references: [customers.id] }),
  depot: one(cities, { fields: [addresses.cityId], references: [cities.id] }),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one }) => ({
  customer: one(customers, { fields: [paymentMethods.customerId], references: [customers.id] }),
  billingAddress: one(addresses, {
    fields: [paymentMethods.billingAddressId],
    references: [addresses.id],
  }),
}));

export const membershipsRelations = relations(memberships, ({ one, many }) => ({
  customer: one(customers, { fields: [memberships.customerId], references: [customers.id] }),
  products: many(membershipProducts),
}));

export const membershipProductsRelations = relations(membershipProducts, ({ one }) => ({
  membership: one(memberships, {
    fields: [membershipProducts.membershipId],
    references: [memberships.id],
  }),
  product: one(products, { fields: [membershipProducts.productId], references: [products.id] }),
  address: one(addresses, { fields: [membershipProducts.addressId], references: [addresses.id] }),
  order: one(orders, { fields: [membershipProducts.orderId], references: [orders.id] }),
  review: one(reviews, {
    fields: [membershipProducts.id],
    references: [reviews.membershipProductId],
  }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  membershipProduct: one(membershipProducts, {
    fields: [reviews.membershipProductId],
    references: [membershipProducts.id],
  }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  city: one(cities, { fields: [orders.cityId], references: [cities.id] }),
  shippingAddress: one(addresses, {
    fields: [orders.shippingAddressId],
    references: [addresses.id],
  }),
  lines: many(orderLines),
  taxes: many(orderTaxes),
  payments: many(payments),
  photos: many(orderPhotos),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export const orderTaxesRelations = relations(orderTaxes, ({ one }) => ({
  order: one(orders, { fields: [orderTaxes.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  tip: one(tips, { fields: [payments.tipId], references: [tips.id] }),
}));

export const tipsRelations = relations(tips, ({ one }) => ({
  order: one(orders, { fields: [tips.orderId], references: [orders.id] }),
}));

export const delinquentRecordsRelations = relations(delinquentRecords, ({ one }) => ({
  customer: one(customers, {
    fields: [delinquentRecords.customerId],
    references: [customers.id],
  }),
}));

export const orderPhotosRelations = relations(orderPhotos, ({ one }) => ({
  order: one(orders, { fields: [orderPhotos.orderId], references: [orders.id] }),
}));

export const swatchOrdersRelations = relations(swatchOrders, ({ many }) => ({
  items: many(swatchOrderItems),
}));

export const swatchOrderItemsRelations = relations(swatchOrderItems, ({ one }) => ({
  swatchOrder: one(swatchOrders, {
    fields: [swatchOrderItems.swatchOrderId],
    references: [swatchOrders.id],
  }),
  optionValue: one(optionValues, {
    fields: [swatchOrderItems.optionValueId],
    references: [optionValues.id],
  }),
}));
