import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './modules/auth/routes.ts';
import brandsRoutes from './modules/brands/routes.ts';
import categoriesRoutes from './modules/categories/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import eventsRoutes from './modules/events/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import imagesRoutes from './modules/images/routes.ts';
import ordersRoutes from './modules/orders/routes.ts';
import productVariantsRoutes from './modules/product-variants/routes.ts';
import productsRoutes from './modules/products/routes.ts';
import { rightsRoutes, rolesRoutes } from './modules/rights/routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import sizesRoutes from './modules/sizes/routes.ts';
import subBrandsRoutes from './modules/sub-brands/routes.ts';
import usersRoutes from './modules/users/routes.ts';

/** Every API module and its prefix under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(rightsRoutes, { prefix: '/rights' });
  await app.register(rolesRoutes, { prefix: '/roles' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(productVariantsRoutes, { prefix: '/product-variants' });
  await app.register(brandsRoutes, { prefix: '/brands' });
  await app.register(subBrandsRoutes, { prefix: '/sub-brands' });
  await app.register(categoriesRoutes, { prefix: '/categories' });
  await app.register(sizesRoutes, { prefix: '/sizes' });
  await app.register(imagesRoutes, { prefix: '/images' });
  await app.register(ordersRoutes, { prefix: '/orders' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(eventsRoutes, { prefix: '/events' });
};
