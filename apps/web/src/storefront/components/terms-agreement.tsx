import { policyPath } from '@shop/core/policies';
import type { ComponentProps } from 'react';
import { CheckField } from './check-field';

/** The words of the box, as the shop's terms (issue 27 §2) name them. */
export const TERMS_AGREEMENT_LABEL = 'Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả';

const linkClass = 'font-medium text-primary-ink underline';

/**
 * The agreement box of a shopper's order (the checkout and the quick order; register('acceptTerms')
 * spread as is): unticked until the shopper ticks it, its words linking the terms and the returns
 * policy in force (each opens in a new tab, so the form keeps what was typed). The server refuses an
 * order without it (`acceptTerms`, 400 on that field).
 */
export function TermsAgreement(checkbox: ComponentProps<'input'> & { error?: string }) {
  return (
    <CheckField
      {...checkbox}
      label={
        <>
          Tôi đã đọc và đồng ý với{' '}
          <a href={policyPath('dieu-khoan-su-dung')} target="_blank" rel="noopener" className={linkClass}>
            Điều khoản
          </a>{' '}
          và{' '}
          <a href={policyPath('doi-tra-va-hoan-tien')} target="_blank" rel="noopener" className={linkClass}>
            Chính sách đổi trả
          </a>
        </>
      }
    />
  );
}
