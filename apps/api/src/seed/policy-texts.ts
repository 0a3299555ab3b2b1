import type { PolicySlug } from '@shop/core/policies';

/**
 * The texts a new shop starts with (version 1 of each policy): plain Vietnamese that says what this
 * shop's software does, for the owner to read and change in Cửa Hàng › Chính sách. They state no
 * legal terms of their own; what the law asks a seller to publish is listed in docs/selling-lawfully.md.
 */
export const DEFAULT_POLICY_TEXTS: Record<PolicySlug, string> = {
  'doi-tra-va-hoan-tien': `## Điều kiện đổi trả

- Quý khách có thể yêu cầu đổi hoặc trả hàng trong vòng **7 ngày** kể từ khi nhận hàng.
- Sản phẩm đổi trả cần còn nguyên tình trạng như khi nhận: không trầy xước, còn đủ hộp, sổ bảo hành, thẻ và phụ kiện đi kèm.
- Sản phẩm lỗi do nhà sản xuất hoặc giao sai mẫu được đổi hoặc hoàn tiền, cửa hàng chịu phí vận chuyển.

## Cách yêu cầu

Liên hệ cửa hàng qua số điện thoại hoặc Zalo ở cuối trang, cho biết mã đơn hàng, sản phẩm cần đổi trả và lý do.

## Hoàn tiền

- Cửa hàng hoàn tiền sau khi nhận lại và kiểm tra sản phẩm.
- Tiền được hoàn qua chuyển khoản ngân hàng vào tài khoản quý khách cung cấp.
`,
  'bao-hanh': `## Thời hạn bảo hành

Mỗi sản phẩm được bảo hành theo thời hạn ghi trên trang sản phẩm và sổ bảo hành đi kèm.

## Phạm vi bảo hành

- Bảo hành lỗi kỹ thuật của bộ máy do nhà sản xuất.
- Không bảo hành hư hỏng do va đập, rơi vỡ, vào nước quá mức chịu nước của sản phẩm, hoặc do sửa chữa ở nơi khác.

## Cách bảo hành

Mang sản phẩm kèm sổ bảo hành đến cửa hàng, hoặc liên hệ cửa hàng để được hướng dẫn gửi bảo hành.
`,
  'bao-mat-thong-tin': `## Thông tin chúng tôi thu thập

Khi quý khách đặt hàng, cửa hàng ghi lại họ tên, số điện thoại, email (nếu có) và địa chỉ giao hàng.

## Mục đích sử dụng

Thông tin chỉ dùng để xác nhận, giao đơn hàng, bảo hành và liên lạc với quý khách về đơn hàng đó. Cửa hàng chỉ gửi tin tức và ưu đãi khi quý khách đánh dấu đồng ý ở trang thanh toán; sự đồng ý được lưu cùng thời điểm và có thể rút lại bất cứ lúc nào.

## Chia sẻ thông tin

Cửa hàng chỉ chuyển thông tin cần thiết cho đơn vị vận chuyển để giao hàng, và không bán thông tin của quý khách cho bên nào khác.

## Quyền của quý khách

Quý khách có thể xem, yêu cầu sửa hoặc xóa thông tin của mình, và rút lại sự đồng ý nhận tin tức, ưu đãi, tại trang [Yêu cầu dữ liệu cá nhân](/yeu-cau-du-lieu) (nhập số điện thoại và mã một đơn hàng đã đặt), hoặc liên hệ cửa hàng. Số tiền, sản phẩm và thông tin trên hóa đơn VAT đã xuất được giữ lại theo quy định về kế toán.
`,
  'van-chuyen': `## Phạm vi giao hàng

Cửa hàng giao hàng trên toàn quốc.

## Phí giao hàng

Phí giao hàng được hiện ở giỏ hàng và trang thanh toán trước khi quý khách đặt hàng; đơn hàng đạt mức quy định được miễn phí giao hàng.

## Thời gian giao hàng

Cửa hàng gọi xác nhận đơn hàng rồi giao qua đơn vị vận chuyển. Quý khách theo dõi đơn hàng ở trang Tra cứu đơn hàng.
`,
  'thanh-toan': `## Hình thức thanh toán

- **Thanh toán khi nhận hàng (COD):** quý khách trả tiền cho người giao hàng.
- **Chuyển khoản ngân hàng:** quý khách chuyển khoản theo mã VietQR hiện sau khi đặt hàng, ghi mã đơn hàng trong nội dung chuyển khoản.

## Giá và hóa đơn

Giá bán đã bao gồm thuế GTGT. Quý khách cần hóa đơn GTGT xin chọn "Xuất hóa đơn VAT" khi đặt hàng.
`,
  'dieu-khoan-su-dung': `## Giới thiệu

Khi đặt hàng trên website này, quý khách đồng ý với các điều khoản dưới đây và các chính sách của cửa hàng.

## Đặt hàng

- Đơn hàng được xác nhận khi cửa hàng liên hệ lại với quý khách.
- Giá, phí giao hàng và tổng tiền được hiện trước khi quý khách đặt hàng.

## Thông tin sản phẩm

Cửa hàng cố gắng hiển thị đúng hình ảnh và thông tin sản phẩm; nếu có sai sót, cửa hàng sẽ liên hệ quý khách trước khi giao hàng.

## Liên hệ

Mọi thắc mắc xin liên hệ cửa hàng qua thông tin ở cuối trang.
`,
};
