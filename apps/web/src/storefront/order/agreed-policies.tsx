import { policyPath } from '@shop/core/policies';
import type { AgreedPolicy } from '@shop/core/schemas/order';

/**
 * The policy versions the shopper agreed to when ordering (issue 27 §2), each linked as it read then
 * (`/chinh-sach/<slug>?v=<n>`), whatever the shop changed since.
 */
export function AgreedPolicies({ policies }: { policies: AgreedPolicy[] }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-stone-600">
        Khi đặt hàng, bạn đã đồng ý với các chính sách của cửa hàng ở phiên bản dưới đây (vẫn đọc được dù cửa hàng đã
        sửa sau đó).
      </p>
      <ul className="flex flex-col gap-1">
        {policies.map((p) => (
          <li key={p.slug}>
            <a href={policyPath(p.slug, p.version)} className="font-medium text-primary-ink underline">
              {p.title}
            </a>{' '}
            <span className="text-stone-500">(phiên bản {p.version})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
