// The drizzle schema, one table a file; this list is what drizzle-kit and the client see.
export * from './brands.ts';
export * from './sub-brands.ts';
export * from './categories.ts';
export * from './sizes.ts';
export * from './products.ts';
export * from './product-variants.ts';
export * from './images.ts';
export * from './settings.ts';
export * from './roles.ts';
export * from './rights.ts';
export * from './users.ts';
export * from './refresh-tokens.ts';
export * from './orders.ts';
export * from './order-lines.ts';
export * from './order-history.ts';
export * from './catalogue-version.ts';
export * from './events.ts';
