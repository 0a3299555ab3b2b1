import { policyPath, type PolicySlug } from '@shop/core/policies';
import { readSetting } from '@shop/core/schemas/setting';
import type { ReactNode } from 'react';
import { useShopSettings } from '../settings/use-shop-settings';

/**
 * What the shopper is told before ordering (issue 27 §2; Law on Protection of Consumers' Rights 2023,
 * art. 37): what delivery costs, how payment works and on what conditions goods can be returned, each
 * with a link to the policy page in force (a new tab: the form keeps what was typed). The amounts and
 * days come from the settings the server applies.
 */
export function PurchaseTerms() {
  const { shipping, bankTransfer, formatPrice, map } = useShopSettings();
  const days = readSetting(map, 'returns.windowDays');
  const alwaysFree = shipping.shippingFee === 0 || shipping.freeShippingOver === 0;
  const delivery = alwaysFree
    ? 'Miễn phí giao hàng toàn quốc.'
    : `Phí giao hàng ${formatPrice(shipping.shippingFee)}; miễn phí cho đơn hàng trên ${formatPrice(shipping.freeShippingOver)}.`;
  const payment = bankTransfer
    ? 'Trả tiền mặt khi nhận hàng (COD), hoặc chuyển khoản ngân hàng bằng mã VietQR sau khi đặt hàng.'
    : 'Trả tiền mặt khi nhận hàng (COD).';
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Term title="Giao hàng" slug="van-chuyen" link="Chính sách vận chuyển">
        {delivery}
      </Term>
      <Term title="Thanh toán" slug="thanh-toan" link="Chính sách thanh toán">
        {payment}
      </Term>
      <Term title="Đổi trả" slug="doi-tra-va-hoan-tien" link="Chính sách đổi trả và hoàn tiền">
        {`Yêu cầu đổi trả trong ${days} ngày sau khi nhận hàng, từ trang tra cứu đơn hàng; tiền được hoàn sau khi cửa hàng nhận lại sản phẩm.`}
      </Term>
    </dl>
  );
}

function Term({ title, slug, link, children }: { title: string; slug: PolicySlug; link: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-ink">{title}</dt>
      <dd className="text-stone-600">
        {children}{' '}
        <a href={policyPath(slug)} target="_blank" rel="noopener" className="font-medium text-primary-ink underline">
          {link}
        </a>
      </dd>
    </div>
  );
}
