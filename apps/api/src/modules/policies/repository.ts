import { POLICIES, type PolicySlug } from '@shop/core/policies';
import type { AgreedPolicy } from '@shop/core/schemas/order';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policyVersions } from '../../db/schema/index.ts';

export interface StoredPolicyVersion {
  slug: PolicySlug;
  version: number;
  title: string;
  markdown: string;
  html: string;
  createdAt: Date;
  createdBy: string | null;
}

const columns = {
  slug: policyVersions.slug,
  version: policyVersions.version,
  title: policyVersions.title,
  markdown: policyVersions.markdown,
  html: policyVersions.html,
  createdAt: policyVersions.createdAt,
  createdBy: policyVersions.createdBy,
};

/** The shop's policies and their versions (none is ever changed or removed). */
export function policiesRepository(db: Db) {
  return {
    /** The version in force of every policy (the newest), in the order of POLICIES. */
    async current(): Promise<StoredPolicyVersion[]> {
      const rows = await db
        .selectDistinctOn([policyVersions.slug], columns)
        .from(policyVersions)
        .orderBy(policyVersions.slug, desc(policyVersions.version));
      const bySlug = new Map(rows.map((r) => [r.slug, r as StoredPolicyVersion]));
      return POLICIES.flatMap((p) => bySlug.get(p.slug) ?? []);
    },
    /** What a shopper agrees to when placing an order: the version in force of every policy. */
    async agreement(): Promise<AgreedPolicy[]> {
      return (await this.current()).map(({ slug, title, version }) => ({ slug, title, version }));
    },
    /** One version (the newest without `version`); undefined when there is none. */
    async find(slug: PolicySlug, version?: number): Promise<StoredPolicyVersion | undefined> {
      const [row] = await db
        .select(columns)
        .from(policyVersions)
        .where(
          version === undefined
            ? eq(policyVersions.slug, slug)
            : and(eq(policyVersions.slug, slug), eq(policyVersions.version, version)),
        )
        .orderBy(desc(policyVersions.version))
        .limit(1);
      return row as StoredPolicyVersion | undefined;
    },
    async latestVersion(slug: PolicySlug): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${policyVersions.version}), 0)::int` })
        .from(policyVersions)
        .where(eq(policyVersions.slug, slug));
      return row?.n ?? 0;
    },
    async history(slug: PolicySlug) {
      return db
        .select({
          version: policyVersions.version,
          title: policyVersions.title,
          createdAt: policyVersions.createdAt,
          createdBy: policyVersions.createdBy,
        })
        .from(policyVersions)
        .where(eq(policyVersions.slug, slug))
        .orderBy(desc(policyVersions.version));
    },
    /**
     * Saves a new version numbered after the newest (one statement: two saves at once cannot take the
     * same number; the loser meets the unique index and is told to try again).
     */
    async add(
      slug: PolicySlug,
      input: { title: string; markdown: string; html: string },
      by: { userId: number; username: string },
    ): Promise<StoredPolicyVersion> {
      const [row] = await db
        .insert(policyVersions)
        .values({
          slug,
          version: sql`(select coalesce(max(${policyVersions.version}), 0) + 1 from ${policyVersions} where ${policyVersions.slug} = ${slug})`,
          ...input,
          createdById: by.userId,
          createdBy: by.username,
        })
        .returning(columns);
      return row as StoredPolicyVersion;
    },
  };
}
