import { isPolicySlug, POLICIES, policyPath, policyVersionParam, type PolicySlug } from '@shop/core/policies';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { policyQueryOptions } from '../../api/policies';
import { Redirect } from '../../components/redirect';
import { PageSpinner } from '../components/page-spinner';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * /chinh-sach/:slug (rendered on the server): a policy of the shop, the version in force or `?v=<n>`
 * an older one (an order links the versions its shopper agreed to). The HTML comes from the API,
 * rendered from the owner's Markdown and sanitised there.
 */
export function PolicyPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  if (!isPolicySlug(slug)) return <Redirect to="/" />;
  return <Policy slug={slug} version={policyVersionParam(params.get('v'))} />;
}

function Policy({ slug, version }: { slug: PolicySlug; version?: number }) {
  const { storeName } = useShopSettings();
  const query = useQuery(policyQueryOptions(slug, version));
  const fallbackTitle = POLICIES.find((p) => p.slug === slug)!.title;
  useDocumentTitle(`${query.data?.title ?? fallbackTitle} | ${storeName}`);
  if (query.isPending) return <PageSpinner />;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      {query.isError ? (
        <>
          <h1 className="text-3xl font-semibold tracking-tight text-ink">{fallbackTitle}</h1>
          <p className="text-stone-700">
            Không tìm thấy phiên bản này.{' '}
            <Link to={policyPath(slug)} className="font-medium text-primary-ink underline underline-offset-4">
              Xem bản hiện hành
            </Link>
          </p>
        </>
      ) : (
        <>
          <header className="flex flex-col gap-2">
            <h1 className="text-3xl font-semibold tracking-tight text-ink">{query.data.title}</h1>
            <p className="text-sm text-stone-600">
              {`Phiên bản ${query.data.version}, áp dụng từ ${dateOf(query.data.createdAt)}`}
            </p>
            {query.data.version !== query.data.currentVersion && (
              <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                Đây là phiên bản cũ.{' '}
                <Link to={policyPath(slug)} className="font-semibold underline underline-offset-4">
                  Xem bản hiện hành (phiên bản {query.data.currentVersion})
                </Link>
              </p>
            )}
          </header>
          <div
            className="flex flex-col gap-3 leading-relaxed text-stone-800 [&_a]:text-primary-ink [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // Rendered from Markdown and sanitised by the server (apps/api lib/markdown.ts), on save and when served.
            dangerouslySetInnerHTML={{ __html: query.data.html }}
          />
        </>
      )}
      <nav aria-label="Các chính sách khác">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {POLICIES.filter((p) => p.slug !== slug).map((p) => (
            <li key={p.slug}>
              <Link to={policyPath(p.slug)} className="text-primary-ink underline underline-offset-4">
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
