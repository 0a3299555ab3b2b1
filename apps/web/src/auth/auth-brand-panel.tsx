import { Link } from 'react-router';
import { BrandMark } from '../components/ui/brand-mark';
import { SHOP_NAME, SHOP_TAGLINE } from '../lib/shop';

/** The dark brand side of the sign-in screen: a band on small screens, a full column from lg. */
export function AuthBrandPanel() {
  return (
    <aside
      data-surface="dark"
      className="relative overflow-hidden bg-ink text-ivory lg:flex lg:min-h-dvh lg:flex-col lg:justify-between lg:p-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full border border-primary/20 lg:size-[36rem]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-80 rounded-full bg-primary/10 blur-3xl"
      />
      <Link to="/" className="relative flex items-center gap-3 px-5 py-5 lg:p-0">
        <BrandMark className="text-primary" />
        <span className="text-lg font-semibold tracking-wide">{SHOP_NAME}</span>
      </Link>
      <div className="relative hidden max-w-md lg:block">
        <p className="text-sm font-medium uppercase tracking-[0.3em] text-primary">Khu vực quản trị</p>
        <p className="mt-4 text-4xl font-semibold leading-tight">{SHOP_TAGLINE}</p>
        <p className="mt-4 text-base leading-relaxed text-stone-300">
          Quản lý sản phẩm, đơn hàng và cửa hàng của bạn ở một nơi.
        </p>
      </div>
      <p className="relative hidden text-xs text-stone-400 lg:block">
        © {new Date().getFullYear()} {SHOP_NAME}
      </p>
    </aside>
  );
}
