// The OpenAPI examples of /api/policies (spread into openapi-examples.ts): answers of the demo shop.

/** A policy's version as the storefront reads it. */
const policyVersionExample = {
  slug: 'doi-tra-va-hoan-tien',
  title: 'Chính sách đổi trả và hoàn tiền',
  version: 2,
  markdown: 'Quý khách được đổi trả trong **7 ngày** kể từ khi nhận hàng.',
  html: '<p>Quý khách được đổi trả trong <strong>7 ngày</strong> kể từ khi nhận hàng.</p>',
  createdAt: '2026-11-29T03:00:00.000Z',
  createdBy: 'admin',
  currentVersion: 2,
};

export const POLICY_EXAMPLES = {
  policies_list: {
    response: {
      policies: [
        {
          slug: 'doi-tra-va-hoan-tien',
          title: 'Chính sách đổi trả và hoàn tiền',
          version: 2,
          createdAt: '2026-11-29T03:00:00.000Z',
        },
        { slug: 'bao-hanh', title: 'Chính sách bảo hành', version: 1, createdAt: '2026-11-28T01:00:00.000Z' },
      ],
    },
  },
  policies_get: { response: policyVersionExample },
  policies_update: {
    request: { title: policyVersionExample.title, markdown: policyVersionExample.markdown },
    response: policyVersionExample,
  },
  policies_getVersions: {
    response: {
      versions: [
        {
          version: 2,
          title: 'Chính sách đổi trả và hoàn tiền',
          createdAt: '2026-11-29T03:00:00.000Z',
          createdBy: 'admin',
        },
        {
          version: 1,
          title: 'Chính sách đổi trả và hoàn tiền',
          createdAt: '2026-11-28T01:00:00.000Z',
          createdBy: null,
        },
      ],
    },
  },
};
