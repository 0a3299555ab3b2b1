/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: `node --import tsx` (tests, scripts) compiles this file on its own, whatever tsconfig it finds.
import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatAddress } from '@shop/core/schemas/order';
import type { AccountSnapshot, OrderSnapshot } from './params.ts';

/** The shop as a message names it, read from its settings when the message is sent. */
export interface ShopInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
  publicUrl: string;
  money(amount: number): string;
}

export interface MessageEmailProps {
  shop: ShopInfo;
  subject: string;
  /** The owner's opening lines, already filled in. */
  intro: string;
  order?: OrderSnapshot;
  reason?: string | null;
  account?: AccountSnapshot;
  /** The VietQR picture of a bank transfer: `cid:…` of the attached image (a data URL in the preview). */
  qrSrc?: string;
  /** The link under the message: the shopper's tracking page, or the order in the back office. */
  link?: { href: string; label: string };
}

const gold = '#b99445';
const body = { backgroundColor: '#f5f3ef', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '16px 0' };
const card = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px 20px', borderRadius: '8px' };
const text = { fontSize: '15px', lineHeight: '22px', color: '#1f2937', margin: '0 0 10px' };
const small = { fontSize: '13px', lineHeight: '19px', color: '#6b7280', margin: '0' };
const cell = { fontSize: '14px', lineHeight: '20px', color: '#1f2937', padding: '6px 0' };
const right = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
const box = { backgroundColor: '#faf7f0', border: `1px solid ${gold}`, borderRadius: '6px', padding: '12px 14px' };

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = strong ? { ...right, fontWeight: 700, fontSize: '16px' } : right;
  return (
    <Row>
      <Column style={strong ? { ...cell, fontWeight: 700 } : cell}>{label}</Column>
      <Column style={style}>{value}</Column>
    </Row>
  );
}

function OrderSummary({ order, shop }: { order: OrderSnapshot; shop: ShopInfo }) {
  const address = formatAddress(order.shippingAddress);
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: '17px', color: '#111827', margin: '16px 0 8px' }}>
        Đơn hàng {order.code}
      </Heading>
      {order.items.map((item, i) => (
        <Row key={i} style={{ borderBottom: '1px solid #eee' }}>
          <Column style={cell}>
            {item.productName}
            {item.variantName ? ` · ${item.variantName}` : ''} × {item.quantity}
          </Column>
          <Column style={right}>{shop.money(item.price * item.quantity)}</Column>
        </Row>
      ))}
      <Amount label="Tạm tính" value={shop.money(order.subtotal)} />
      <Amount label="Phí giao hàng" value={order.shippingFee > 0 ? shop.money(order.shippingFee) : 'Miễn phí'} />
      <Amount label="Tổng cộng" value={shop.money(order.amount)} strong />
      <Text style={{ ...small, marginTop: '10px' }}>
        Người nhận: {order.customer} · {order.phone}
        {address ? ` · ${address}` : ''}
      </Text>
      <Text style={small}>
        Thanh toán:{' '}
        {order.paymentMethod === 'bank_transfer' ? 'Chuyển khoản ngân hàng' : 'Thanh toán khi nhận hàng (COD)'}
      </Text>
    </Section>
  );
}

function BankTransfer({ order, qrSrc, shop }: { order: OrderSnapshot; qrSrc: string; shop: ShopInfo }) {
  const p = order.payment!;
  return (
    <Section style={{ ...box, marginTop: '16px' }}>
      <Text style={{ ...text, fontWeight: 700 }}>Chuyển khoản để hoàn tất đơn hàng</Text>
      <Img src={qrSrc} width="200" height="200" alt={`Mã VietQR chuyển ${shop.money(p.amount)}`} />
      <Text style={small}>Quét mã bằng ứng dụng ngân hàng, hoặc chuyển theo thông tin:</Text>
      <Text style={cell}>
        Ngân hàng: {p.bankName ?? p.bankBin}
        <br />
        Số tài khoản: {p.accountNumber}
        <br />
        Chủ tài khoản: {p.accountName}
        <br />
        Số tiền: {shop.money(p.amount)}
        <br />
        Nội dung: {p.reference}
      </Text>
    </Section>
  );
}

/** Every message's email: the shop's name, the owner's opening lines, then what the message is about. */
export function MessageEmail({ shop, subject, intro, order, reason, account, qrSrc, link }: MessageEmailProps) {
  return (
    <Html lang="vi">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '20px', color: gold, margin: '0 0 16px', letterSpacing: '0.5px' }}>
            {shop.name}
          </Heading>
          {intro.split('\n').map((line, i) => (
            <Text key={i} style={text}>
              {line}
            </Text>
          ))}
          {order?.carrier || order?.trackingNumber ? (
            <Section style={box}>
              <Text style={cell}>
                Đơn vị vận chuyển: {order.carrier ?? '—'}
                <br />
                Mã vận đơn: {order.trackingNumber ?? '—'}
              </Text>
            </Section>
          ) : null}
          {reason ? <Text style={text}>Lý do: {reason}</Text> : null}
          {account ? (
            <Section style={box}>
              <Text style={cell}>
                Ngân hàng: {account.bankName}
                <br />
                Số tài khoản: {account.accountNumber}
                <br />
                Chủ tài khoản: {account.accountName}
                <br />
                Người đổi: {account.changedBy}
              </Text>
            </Section>
          ) : null}
          {order ? <OrderSummary order={order} shop={shop} /> : null}
          {order && qrSrc && order.payment ? <BankTransfer order={order} qrSrc={qrSrc} shop={shop} /> : null}
          {link ? (
            <Section style={{ marginTop: '20px' }}>
              <Link
                href={link.href}
                style={{
                  backgroundColor: gold,
                  color: '#ffffff',
                  padding: '10px 18px',
                  borderRadius: '6px',
                  fontSize: '15px',
                  textDecoration: 'none',
                  display: 'inline-block',
                }}
              >
                {link.label}
              </Link>
            </Section>
          ) : null}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={small}>{shop.name}</Text>
          {shop.address ? <Text style={small}>{shop.address}</Text> : null}
          {shop.phone || shop.email ? (
            <Text style={small}>{[shop.phone, shop.email].filter(Boolean).join(' · ')}</Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
