import { CONSENT_PURPOSES } from '@shop/core/consents';
import { CONSENT_TEXTS, DATA_REQUEST_PATH, ORDER_DATA_NOTICE } from '@shop/core/consent-texts';
import { policyPath } from '@shop/core/policies';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutFormInput } from '../checkout/checkout-form';

/**
 * "Dữ liệu cá nhân" at checkout (issue 27 §4): what the order collects and why, then one unticked box
 * per optional purpose (`register('consents.<purpose>')`); the ticked ones go with the order and are
 * kept as consents with their text version.
 */
export function ConsentSection({ register }: { register: UseFormRegister<CheckoutFormInput> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-stone-600">
        {ORDER_DATA_NOTICE}{' '}
        <a
          href={policyPath('bao-mat-thong-tin')}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary-ink underline"
        >
          Chính sách bảo mật thông tin
        </a>{' '}
        ·{' '}
        <a href={DATA_REQUEST_PATH} target="_blank" rel="noopener" className="font-medium text-primary-ink underline">
          Yêu cầu dữ liệu cá nhân
        </a>
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <div key={purpose} className="flex items-start gap-3 text-stone-700">
          <input
            id={`${id}-${purpose}`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-ink"
            aria-describedby={`${id}-${purpose}-text`}
            {...register(`consents.${purpose}`)}
          />
          <label htmlFor={`${id}-${purpose}`} className="flex flex-col gap-0.5">
            <span className="font-medium text-ink">{CONSENT_TEXTS[purpose].label}</span>
            <span id={`${id}-${purpose}-text`} className="text-stone-600">
              {CONSENT_TEXTS[purpose].text}
            </span>
          </label>
        </div>
      ))}
    </div>
  );
}
