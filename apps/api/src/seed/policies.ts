import { POLICIES } from '@shop/core/policies';
import type { Db } from '../db/client.ts';
import { policyVersions } from '../db/schema/index.ts';
import { renderPolicyMarkdown } from '../lib/markdown.ts';
import { DEFAULT_POLICY_TEXTS } from './policy-texts.ts';

/**
 * Version 1 of every policy that has none: the default text (policy-texts.ts), rendered and
 * sanitised like a staff member's. Run at every start (idempotent) and for the build's template.
 */
export async function seedPolicies(db: Db): Promise<void> {
  await db
    .insert(policyVersions)
    .values(
      POLICIES.map((p) => ({
        slug: p.slug,
        version: 1,
        title: p.title,
        markdown: DEFAULT_POLICY_TEXTS[p.slug],
        html: renderPolicyMarkdown(DEFAULT_POLICY_TEXTS[p.slug]),
        createdBy: null,
      })),
    )
    .onConflictDoNothing();
}
