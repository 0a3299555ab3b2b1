import { can } from '@shop/core/permissions';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { errorResponse } from '@shop/core/schemas/common';
import {
  PRODUCT_COLUMN_LABELS,
  PRODUCT_COLUMNS,
  PRODUCT_TOOL_MESSAGES,
  bulkBody,
  bulkResponse,
  manageListQuery,
  manageListResponse,
} from '@shop/core/schemas/product-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { exportTableRoute, importTableRoute } from '../../lib/table-routes.ts';
import { bulkChange } from './bulk.ts';
import { catalogueRows } from './export.ts';
import { importProducts } from './import.ts';
import { manageList } from './manage-list.ts';

const tags = ['products'];

/**
 * The back office's catalogue tools under /api/products: the products table, bulk changes, and the
 * catalogue's export and import (docs/product/back-office.md#products).
 */
const productToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/manage',
    {
      config: { access: { resource: 'products', action: 'read' } },
      schema: {
        tags,
        operationId: 'listManagedProducts',
        summary:
          'The back office products table: filters, search (also by SKU), sort by name, price, stock or update; variants with stock',
        querystring: manageListQuery,
        response: { 200: manageListResponse, ...accessErrors },
      },
    },
    async (request) => {
      const q = request.query;
      return manageList(db, {
        limit: q.limit,
        skip: q.skip,
        search: q.search,
        categoryId: q.categoryId,
        brandIds: q.brandId ? [q.brandId] : undefined,
        gender: q.gender ? [q.gender] : undefined,
        inStock: q.inStock,
        featured: q.featured,
        sort: q.sort,
        dir: q.dir,
      });
    },
  );

  app.post(
    '/bulk',
    {
      // Deleting needs the delete right: checked below, once the action is known.
      config: { access: { resource: 'products', action: 'change' } },
      schema: {
        tags,
        operationId: 'bulkChangeProducts',
        summary: 'One change to many products in one transaction: all of them change, or none (409 lists why)',
        body: bulkBody,
        response: { 200: bulkResponse, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { ids, action, value } = request.body;
      if (action === 'delete' && !can(currentUser(request).permissions, 'products', 'delete'))
        throw forbidden(AUTH_MESSAGES.forbidden);
      const changed = await request.audited((tx, audit) => bulkChange(tx, audit, ids, action, value));
      return { action, changed };
    },
  );

  exportTableRoute(app, {
    resource: 'products',
    tags,
    operationId: 'exportProducts',
    summary: 'The catalogue, one row per variant, as CSV (UTF-8 with BOM) or XLSX; the import reads the same columns',
    sheet: 'Sản phẩm',
    file: 'san-pham',
    table: async () => ({
      header: PRODUCT_COLUMNS.map((c) => PRODUCT_COLUMN_LABELS[c]),
      rows: await catalogueRows(db),
    }),
  });

  importTableRoute(app, {
    resource: 'products',
    tags,
    operationId: 'importProducts',
    summary:
      'Import products from CSV or XLSX (multipart field "file"): dryRun=true previews each row; otherwise all rows apply in one transaction, or none on any error (422 with the rows)',
    failed: PRODUCT_TOOL_MESSAGES.importFailed,
    run: (tx, table, _request, audit) => importProducts(tx, table, audit),
  });
};

export default productToolsRoutes;
