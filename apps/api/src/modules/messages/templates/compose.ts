import { render, toPlainText } from '@react-email/render';
import { fillTemplate, MESSAGE_KIND_INFO, type MessageKind, type Placeholder } from '@shop/core/schemas/message';
import { SERVICE_STATUS_LABELS } from '@shop/core/schemas/service';
import QRCode from 'qrcode';
import { createElement } from 'react';
import type { EmailContent, MessageContent } from '../channels/channel.ts';
import { MessageEmail, type MessageEmailProps, type ShopInfo } from './order-email.tsx';
import type { MessageParams } from './params.ts';

/** The owner's words for a kind: the subject and the opening lines, with `{…}` words to fill in. */
export interface TemplateWords {
  subject: string;
  intro: string;
}

const QR_CID = 'vietqr@shop';

/** The value of each `{…}` word for these parameters. */
function wordsOf(params: MessageParams, shop: ShopInfo): Partial<Record<Placeholder, string>> {
  if ('account' in params)
    return {
      ten_cua_hang: shop.name,
      ngan_hang: params.account.bankName,
      so_tai_khoan: params.account.accountNumber,
    };
  if ('service' in params) {
    const s = params.service;
    const cost = s.fee ?? s.estimate;
    return {
      ten_cua_hang: shop.name,
      ma_phieu: s.code,
      khach_hang: s.customerName,
      dong_ho: `${s.brandName} ${s.model}`,
      trang_thai: SERVICE_STATUS_LABELS[s.status].toLowerCase(),
      chi_phi: cost === null ? '' : shop.money(cost),
    };
  }
  const { order } = params;
  return {
    ten_cua_hang: shop.name,
    ma_don: order.code,
    khach_hang: order.customer,
    so_tien: shop.money(order.amount),
    don_vi_van_chuyen: order.carrier || 'đơn vị vận chuyển',
    ma_van_don: order.trackingNumber || '(sẽ báo sau)',
    ly_do: params.reason ?? '',
    so_tien_hoan: params.refund === undefined ? '' : shop.money(params.refund),
    ma_xac_nhan: params.code ?? '',
  };
}

/** Vietnamese without its marks (`Đơn hàng` → `Don hang`): what an SMS brandname template is sent as. */
function withoutMarks(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/₫/g, 'd')
    .replace(/[^\x20-\x7e\n]/g, '');
}

function smsText(kind: MessageKind, params: MessageParams, shop: ShopInfo): string {
  const w = wordsOf(params, shop);
  const track = 'order' in params ? `${shop.publicUrl}/track-order?code=${params.order.code}` : '';
  const follow = 'service' in params ? `${shop.publicUrl}/bao-hanh?code=${params.service.code}` : '';
  const text: Record<MessageKind, string> = {
    'order-placed': `${w.ten_cua_hang}: da nhan don ${w.ma_don}, tong ${w.so_tien}. Tra cuu: ${track}`,
    'order-placed-shop': `Don moi ${w.ma_don}: ${w.khach_hang}, ${w.so_tien}`,
    'order-confirmed': `${w.ten_cua_hang}: don ${w.ma_don} da duoc xac nhan. Tra cuu: ${track}`,
    'order-paid': `${w.ten_cua_hang}: da nhan ${w.so_tien} cho don ${w.ma_don}. Cam on quy khach.`,
    'order-shipped': `${w.ten_cua_hang}: don ${w.ma_don} dang giao qua ${w.don_vi_van_chuyen}, ma van don ${w.ma_van_don}.`,
    'order-completed': `${w.ten_cua_hang}: don ${w.ma_don} da giao thanh cong. Cam on quy khach.`,
    'order-cancelled': `${w.ten_cua_hang}: don ${w.ma_don} da huy. Ly do: ${w.ly_do}`,
    'payment-account-changed': `${w.ten_cua_hang}: tai khoan nhan chuyen khoan da doi sang ${w.ngan_hang} ${w.so_tai_khoan}.`,
    'return-requested': `${w.ten_cua_hang}: da nhan yeu cau doi tra don ${w.ma_don}. Tra cuu: ${track}`,
    'return-requested-shop': `Yeu cau doi tra don ${w.ma_don}: ${w.khach_hang}`,
    'return-approved': `${w.ten_cua_hang}: yeu cau doi tra don ${w.ma_don} da duoc chap nhan. Vui long gui hang ve cua hang.`,
    'return-rejected': `${w.ten_cua_hang}: yeu cau doi tra don ${w.ma_don} chua duoc chap nhan. Ly do: ${w.ly_do}`,
    'return-received': `${w.ten_cua_hang}: da nhan hang tra cua don ${w.ma_don}.`,
    'return-refunded': `${w.ten_cua_hang}: da hoan ${w.so_tien_hoan} cho don ${w.ma_don}.`,
    'privacy-code': `${w.ten_cua_hang}: ma xac nhan yeu cau du lieu ca nhan la ${w.ma_xac_nhan}, dung trong 10 phut. Khong chia se ma nay.`,
    'service-received': `${w.ten_cua_hang}: da tiep nhan dong ho ${w.dong_ho}, phieu ${w.ma_phieu}. Theo doi: ${follow}`,
    'service-status': `${w.ten_cua_hang}: phieu ${w.ma_phieu} ${w.trang_thai}${w.chi_phi ? `, chi phi ${w.chi_phi}` : ''}. Theo doi: ${follow}`,
  };
  return withoutMarks(text[kind]).replace(/\s+/g, ' ').trim().slice(0, 320);
}

const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/**
 * The parameters a kind's ZNS template is approved with (docs/messages.md lists them): Zalo limits
 * a name to 30 characters and most other values to 30–200.
 */
function zaloData(params: MessageParams, shop: ShopInfo): Record<string, string> {
  if ('account' in params)
    return {
      shop_name: cut(shop.name, 100),
      bank_name: cut(params.account.bankName, 100),
      account_number: cut(params.account.accountNumber, 30),
    };
  if ('service' in params) {
    const s = params.service;
    const cost = s.fee ?? s.estimate;
    return {
      shop_name: cut(shop.name, 100),
      customer_name: cut(s.customerName, 30),
      ticket_code: cut(s.code, 30),
      watch: cut(`${s.brandName} ${s.model}`, 100),
      status: cut(SERVICE_STATUS_LABELS[s.status], 30),
      amount: cost === null ? '' : cut(shop.money(cost), 20),
    };
  }
  const { order } = params;
  const date = new Date(order.createdAt);
  return {
    shop_name: cut(shop.name, 100),
    customer_name: cut(order.customer, 30),
    order_code: cut(order.code, 30),
    order_date: date.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }),
    amount: cut(shop.money(order.amount), 20),
    carrier: cut(order.carrier ?? '', 30),
    tracking_number: cut(order.trackingNumber ?? '', 30),
    reason: cut(params.reason ?? '', 100),
    refund_amount: cut(params.refund === undefined ? '' : shop.money(params.refund), 20),
    otp: params.code ?? '',
  };
}

/** The email's React tree and its attachments: the VietQR picture for an unpaid bank transfer. */
async function emailParts(
  kind: MessageKind,
  params: MessageParams,
  words: TemplateWords,
  shop: ShopInfo,
  qrAsData: boolean,
): Promise<{ props: MessageEmailProps; attachments: EmailContent['attachments'] }> {
  const values = wordsOf(params, shop);
  const props: MessageEmailProps = {
    shop,
    subject: fillTemplate(words.subject, values).replace(/\s+/g, ' ').trim(),
    intro: fillTemplate(words.intro, values),
  };
  const attachments: EmailContent['attachments'] = [];
  if ('account' in params) {
    props.account = params.account;
    props.link = { href: `${shop.publicUrl}/admin/settings`, label: 'Mở cài đặt' };
    return { props, attachments };
  }
  if ('service' in params) {
    props.link = {
      href: `${shop.publicUrl}/bao-hanh?code=${encodeURIComponent(params.service.code)}`,
      label: 'Theo dõi phiếu sửa chữa',
    };
    return { props, attachments };
  }
  if (kind === 'privacy-code') {
    // The code alone: the order's lines and amounts have no place in it.
    props.link = { href: `${shop.publicUrl}/yeu-cau-du-lieu`, label: 'Mở trang yêu cầu dữ liệu' };
    return { props, attachments };
  }
  props.order = params.order;
  props.reason = params.reason ?? null;
  props.link =
    MESSAGE_KIND_INFO[kind].audience === 'shop'
      ? { href: `${shop.publicUrl}/admin/orders/${params.order.id}`, label: 'Xem đơn hàng' }
      : {
          href: `${shop.publicUrl}/track-order?code=${encodeURIComponent(params.order.code)}`,
          label: 'Tra cứu đơn hàng',
        };
  if (kind === 'order-placed' && params.order.paymentMethod === 'bank_transfer' && params.order.payment) {
    const png = await QRCode.toBuffer(params.order.payment.qr, { type: 'png', width: 240, margin: 1 });
    if (qrAsData) props.qrSrc = `data:image/png;base64,${png.toString('base64')}`;
    else {
      props.qrSrc = `cid:${QR_CID}`;
      attachments.push({ filename: 'vietqr.png', content: png, contentType: 'image/png', cid: QR_CID });
    }
  }
  return { props, attachments };
}

/** Renders the email of a message (`qrAsData`: the preview shows the QR inline instead of as an attachment). */
export async function renderEmail(
  kind: MessageKind,
  params: MessageParams,
  words: TemplateWords,
  shop: ShopInfo,
  qrAsData = false,
): Promise<EmailContent> {
  const { props, attachments } = await emailParts(kind, params, words, shop, qrAsData);
  const html = await render(createElement(MessageEmail, props));
  return { subject: props.subject, html, text: toPlainText(html), attachments };
}

/** Everything a message can be sent as; each channel takes the form it needs. */
export function messageContent(
  kind: MessageKind,
  params: MessageParams,
  words: TemplateWords,
  shop: ShopInfo,
): MessageContent {
  return {
    email: () => renderEmail(kind, params, words, shop),
    sms: () => smsText(kind, params, shop),
    zalo: () => zaloData(params, shop),
  };
}
