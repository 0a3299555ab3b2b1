import { Link } from 'react-router';

/** /about and /contact: placeholders reading Coming Soon until they are built from the settings. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm uppercase tracking-[0.3em] text-primary-ink">{title}</p>
      <h1 className="text-3xl font-semibold">Coming Soon</h1>
      <Link to="/products" className="text-primary-ink underline underline-offset-4">
        Xem sản phẩm
      </Link>
    </section>
  );
}
