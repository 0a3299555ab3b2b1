import { nameSortKey } from '@shop/core/name-sort';
import { priceRange } from '@shop/core/pricing';
import { foldText, nameKey, productSearchText } from '@shop/core/text';
import type { Gender } from '@shop/core/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  images,
  productVariants,
  products,
  settings,
  sizes,
  subBrands,
} from '../db/schema/index.ts';
import { storeImage } from '../lib/images.ts';
import { loadSharp } from '../lib/sharp.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { bannerSvg, logoSvg, watchSvg, type WatchLook } from './demo-art.ts';

const BRANDS = [
  {
    name: 'Rolex',
    country: 'Thụy Sĩ',
    website: 'https://www.rolex.com',
    home: true,
    color: '#14532d',
    subs: ['Submariner', 'Datejust', 'Daytona'],
  },
  {
    name: 'Omega',
    country: 'Thụy Sĩ',
    website: 'https://www.omegawatches.com',
    home: true,
    color: '#7f1d1d',
    subs: ['Seamaster', 'Speedmaster', 'Constellation'],
  },
  {
    name: 'Longines',
    country: 'Thụy Sĩ',
    website: 'https://www.longines.com',
    home: true,
    color: '#1e3a8a',
    subs: ['Master Collection', 'Conquest'],
  },
  {
    name: 'Tissot',
    country: 'Thụy Sĩ',
    website: 'https://www.tissotwatches.com',
    home: true,
    color: '#0f172a',
    subs: ['PRX', 'Le Locle'],
  },
  {
    name: 'Seiko',
    country: 'Nhật Bản',
    website: 'https://www.seikowatches.com',
    home: false,
    color: '#1f2937',
    subs: ['Presage', 'Prospex', '5 Sports'],
  },
  {
    name: 'Casio',
    country: 'Nhật Bản',
    website: 'https://www.casio.com',
    home: false,
    color: '#111827',
    subs: ['G-Shock', 'Edifice'],
  },
  {
    name: 'Citizen',
    country: 'Nhật Bản',
    website: 'https://www.citizenwatch.com',
    home: false,
    color: '#334155',
    subs: ['Eco-Drive'],
  },
  {
    name: 'Orient',
    country: 'Nhật Bản',
    website: 'https://www.orient-watch.com',
    home: false,
    color: '#78350f',
    subs: ['Bambino'],
  },
] as const;

const CATEGORIES = [
  { name: 'Đồng hồ Nam', icon: '⌚', home: true, description: 'Đồng hồ nam lịch lãm, mạnh mẽ' },
  { name: 'Đồng hồ Nữ', icon: '💎', home: true, description: 'Đồng hồ nữ thanh lịch, tinh tế' },
  { name: 'Đồng hồ Thể Thao', icon: '🏊', home: true, description: 'Chống nước, bền bỉ cho mọi hoạt động' },
  { name: 'Đồng hồ Cổ Điển', icon: '🕰️', home: false, description: '' },
  { name: 'Đồng hồ Cặp Đôi', icon: '💑', home: false, description: 'Cặp đồng hồ cho hai người' },
] as const;

const SIZES = [
  { name: '28mm', diameter: '28 mm' },
  { name: '32mm', diameter: '32 mm' },
  { name: '36mm', diameter: '36 mm' },
  { name: '40mm', diameter: '40 mm' },
  { name: '42mm', diameter: '42 mm' },
] as const;

const LOOKS: WatchLook[] = [
  { dial: '#0b1f3a', bezel: '#cbd5e1', strap: '#1e293b', hands: '#f8fafc', accent: '#EDAB18', background: '#e7e5e4' },
  { dial: '#14532d', bezel: '#d4af37', strap: '#3f3f46', hands: '#fefce8', accent: '#facc15', background: '#f5f5f4' },
  { dial: '#111827', bezel: '#9ca3af', strap: '#111827', hands: '#f9fafb', accent: '#ef4444', background: '#d6d3d1' },
  { dial: '#f8fafc', bezel: '#b99445', strap: '#78350f', hands: '#1f2937', accent: '#b99445', background: '#fafaf9' },
  { dial: '#1e3a8a', bezel: '#e5e7eb', strap: '#1e3a8a', hands: '#ffffff', accent: '#f97316', background: '#e0e7ff' },
  { dial: '#fdf2f8', bezel: '#f9a8d4', strap: '#fbcfe8', hands: '#831843', accent: '#db2777', background: '#fff1f2' },
  { dial: '#3f3f46', bezel: '#71717a', strap: '#18181b', hands: '#e4e4e7', accent: '#22c55e', background: '#e4e4e7' },
  { dial: '#fef3c7', bezel: '#d97706', strap: '#451a03', hands: '#451a03', accent: '#92400e', background: '#fffbeb' },
  { dial: '#0f766e', bezel: '#e2e8f0', strap: '#134e4a', hands: '#f0fdfa', accent: '#fbbf24', background: '#ccfbf1' },
  { dial: '#e5e7eb', bezel: '#6b7280', strap: '#374151', hands: '#111827', accent: '#2563eb', background: '#f3f4f6' },
];

interface DemoProduct {
  name: string;
  brand: number;
  sub: number | null;
  category: number;
  gender: Gender;
  featured?: boolean;
  inStock?: boolean;
  /** [size index, price in VND, discount %, colour] */
  variants: [number, number, number, string][];
  looks: number[];
  description: string;
}

const M = 1_000_000;
const PRODUCTS: DemoProduct[] = [
  {
    name: 'Đồng hồ Nam Rolex Submariner Date Thép Oystersteel',
    brand: 0,
    sub: 0,
    category: 0,
    gender: 'male',
    featured: true,
    variants: [
      [3, 285 * M, 0, 'Đen'],
      [4, 310 * M, 5, 'Xanh lá'],
    ],
    looks: [2, 1],
    description: 'Biểu tượng đồng hồ lặn với vành Cerachrom, bộ máy Calibre 3235 và khả năng chống nước 300 m.',
  },
  {
    name: 'Đồng hồ Nam Rolex Datejust 41 Mặt Xanh',
    brand: 0,
    sub: 1,
    category: 0,
    gender: 'male',
    featured: true,
    variants: [[4, 265 * M, 0, 'Xanh dương']],
    looks: [4],
    description: 'Datejust 41 với mặt số xanh ánh tia, dây Jubilee và lịch ngày ở vị trí 3 giờ.',
  },
  {
    name: 'Đồng hồ Nữ Rolex Datejust 31 Đính Kim Cương',
    brand: 0,
    sub: 1,
    category: 1,
    gender: 'female',
    featured: true,
    variants: [
      [0, 420 * M, 0, 'Hồng'],
      [1, 455 * M, 0, 'Bạc'],
    ],
    looks: [5, 3],
    description: 'Mặt số đính kim cương, vỏ Everose vàng hồng 18K, dành cho quý cô sang trọng.',
  },
  {
    name: 'Đồng hồ Rolex Cosmograph Daytona Vàng Khối',
    brand: 0,
    sub: 2,
    category: 2,
    gender: 'male',
    featured: true,
    inStock: false,
    variants: [[4, 890 * M, 0, 'Vàng']],
    looks: [7],
    description: 'Chronograph huyền thoại dành cho đường đua, vỏ vàng 18K nguyên khối.',
  },
  {
    name: 'Đồng hồ Omega Seamaster Diver 300M Đen',
    brand: 1,
    sub: 3,
    category: 2,
    gender: 'male',
    featured: true,
    variants: [
      [3, 142 * M, 10, 'Đen'],
      [4, 148 * M, 10, 'Xanh dương'],
    ],
    looks: [2, 4],
    description: 'Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial Master Chronometer, chống từ 15.000 gauss.',
  },
  {
    name: 'Đồng hồ Omega Speedmaster Moonwatch Professional',
    brand: 1,
    sub: 4,
    category: 0,
    gender: 'male',
    featured: true,
    variants: [[4, 168 * M, 0, 'Đen']],
    looks: [6],
    description: 'Chiếc đồng hồ đã lên Mặt Trăng, bộ máy lên cót tay Calibre 3861.',
  },
  {
    name: 'Đồng hồ Nữ Omega Constellation Ngọc Trai',
    brand: 1,
    sub: 5,
    category: 1,
    gender: 'female',
    variants: [
      [0, 128 * M, 15, 'Trắng ngà'],
      [1, 136 * M, 15, 'Vàng hồng'],
      [2, 149 * M, 0, 'Bạc'],
    ],
    looks: [3, 5],
    description: 'Mặt số xà cừ ngọc trai, móng Griffes đặc trưng, vẻ đẹp thanh lịch cho phái nữ.',
  },
  {
    name: 'Đồng hồ Omega Seamaster Aqua Terra Unisex',
    brand: 1,
    sub: 3,
    category: 3,
    gender: 'unisex',
    variants: [
      [2, 132 * M, 0, 'Xám'],
      [3, 138 * M, 0, 'Xanh dương'],
    ],
    looks: [9, 4],
    description: 'Thiết kế mặt số sọc gỗ tếch lấy cảm hứng từ boong du thuyền.',
  },
  {
    name: 'Đồng hồ Nam Longines Master Collection Lịch Tuần Trăng',
    brand: 2,
    sub: 6,
    category: 3,
    gender: 'male',
    featured: true,
    variants: [[4, 68 * M, 8, 'Bạc']],
    looks: [3],
    description: 'Lịch tuần trăng và lịch đầy đủ, bộ máy tự động L899 trữ cót 72 giờ.',
  },
  {
    name: 'Đồng hồ Nữ Longines Master Collection Mặt Xà Cừ',
    brand: 2,
    sub: 6,
    category: 1,
    gender: 'female',
    variants: [
      [0, 52 * M, 0, 'Trắng'],
      [1, 56 * M, 0, 'Vàng'],
    ],
    looks: [5, 7],
    description: 'Mặt xà cừ đính 12 viên kim cương, vỏ thép không gỉ.',
  },
  {
    name: 'Đồng hồ Longines Conquest Thể Thao 41mm',
    brand: 2,
    sub: 7,
    category: 2,
    gender: 'male',
    variants: [[4, 45 * M, 12, 'Xanh lá']],
    looks: [1],
    description: 'Dòng thể thao chống nước 100 m, kính sapphire chống trầy.',
  },
  {
    name: 'Đồng hồ Longines Dolce Vita Cổ Điển',
    brand: 2,
    sub: null,
    category: 3,
    gender: 'female',
    inStock: false,
    variants: [[1, 39 * M, 0, 'Bạc']],
    looks: [9],
    description: 'Vỏ chữ nhật mang tinh thần Ý “dolce vita”, dây da cá sấu.',
  },
  {
    name: 'Đồng hồ Tissot PRX Powermatic 80 Thép',
    brand: 3,
    sub: 8,
    category: 0,
    gender: 'male',
    featured: true,
    variants: [
      [3, 18_500_000, 0, 'Xanh dương'],
      [4, 19_200_000, 5, 'Đen'],
    ],
    looks: [4, 2],
    description: 'Thiết kế thập niên 70 với dây liền vỏ, bộ máy tự động trữ cót 80 giờ.',
  },
  {
    name: 'Đồng hồ Tissot PRX Quartz 35mm Nữ',
    brand: 3,
    sub: 8,
    category: 1,
    gender: 'female',
    variants: [
      [1, 9_800_000, 20, 'Vàng hồng'],
      [2, 10_200_000, 20, 'Bạc'],
    ],
    looks: [5, 9],
    description: 'Phiên bản 35 mm thanh mảnh, mặt số vân ô vuông.',
  },
  {
    name: 'Đồng hồ Tissot Le Locle Automatic Cổ Điển',
    brand: 3,
    sub: 9,
    category: 3,
    gender: 'male',
    variants: [[3, 16_400_000, 0, 'Trắng']],
    looks: [3],
    description: 'Số La Mã, mặt số hoa văn guilloché, lịch ngày.',
  },
  {
    name: 'Đồng hồ Tissot Seastar 1000 Thể Thao',
    brand: 3,
    sub: null,
    category: 2,
    gender: 'unisex',
    variants: [[4, 14_900_000, 10, 'Xanh lá']],
    looks: [8],
    description: 'Đồng hồ lặn chống nước 300 m, vành xoay một chiều.',
  },
  {
    name: 'Đồng hồ Seiko Presage Cocktail Time Mặt Xanh Đá',
    brand: 4,
    sub: 10,
    category: 0,
    gender: 'male',
    featured: true,
    variants: [[3, 11_900_000, 0, 'Xanh đá']],
    looks: [8],
    description: 'Lấy cảm hứng từ ly cocktail, mặt số vân tia óng ánh.',
  },
  {
    name: 'Đồng hồ Seiko Prospex Turtle Lặn Biển',
    brand: 4,
    sub: 11,
    category: 2,
    gender: 'male',
    variants: [
      [4, 10_500_000, 15, 'Đen'],
      [3, 10_200_000, 15, 'Xanh dương'],
    ],
    looks: [2, 4],
    description: 'Vỏ đệm “con rùa” huyền thoại, chống nước 200 m.',
  },
  {
    name: 'Đồng hồ Seiko 5 Sports Tự Động Đường Phố',
    brand: 4,
    sub: 12,
    category: 2,
    gender: 'unisex',
    variants: [
      [3, 6_900_000, 0, 'Xám'],
      [4, 7_200_000, 0, 'Xanh lá'],
    ],
    looks: [6, 1],
    description: 'Đồng hồ tự động giá dễ chịu, phong cách thể thao đường phố.',
  },
  {
    name: 'Đồng hồ Nữ Seiko Presage Hoa Anh Đào',
    brand: 4,
    sub: 10,
    category: 1,
    gender: 'female',
    variants: [[1, 12_800_000, 0, 'Hồng']],
    looks: [5],
    description: 'Mặt số men sứ hồng như cánh hoa anh đào mùa xuân.',
  },
  {
    name: 'Đồng hồ Casio G-Shock GA-2100 Bát Giác',
    brand: 5,
    sub: 13,
    category: 2,
    gender: 'unisex',
    featured: true,
    variants: [
      [4, 3_290_000, 0, 'Đen'],
      [3, 3_190_000, 10, 'Trắng'],
    ],
    looks: [6, 9],
    description: 'Vỏ bát giác mỏng, chống sốc và chống nước 200 m.',
  },
  {
    name: 'Đồng hồ Casio G-Shock Đặc Biệt Đỏ Đô',
    brand: 5,
    sub: 13,
    category: 2,
    gender: 'male',
    inStock: false,
    variants: [[4, 4_150_000, 0, 'Đỏ đô']],
    looks: [2],
    description: 'Phiên bản màu đỏ đô giới hạn, dây nhựa resin bền bỉ.',
  },
  {
    name: 'Đồng hồ Casio Edifice Chronograph Dây Thép',
    brand: 5,
    sub: 14,
    category: 0,
    gender: 'male',
    variants: [
      [4, 4_590_000, 25, 'Xanh dương'],
      [3, 4_390_000, 25, 'Đen'],
    ],
    looks: [4, 2],
    description: 'Bấm giờ thể thao lấy cảm hứng từ đua xe, dây thép không gỉ.',
  },
  {
    name: 'Đồng hồ Nữ Casio Sheen Đá Pha Lê',
    brand: 5,
    sub: null,
    category: 1,
    gender: 'female',
    variants: [[0, 2_850_000, 0, 'Vàng hồng']],
    looks: [5],
    description: 'Viền đính pha lê lấp lánh, nhỏ gọn trên cổ tay.',
  },
  {
    name: 'Đồng hồ Citizen Eco-Drive Năng Lượng Ánh Sáng',
    brand: 6,
    sub: 15,
    category: 0,
    gender: 'male',
    variants: [
      [3, 7_600_000, 0, 'Đen'],
      [4, 7_900_000, 5, 'Xanh dương'],
    ],
    looks: [2, 4],
    description: 'Không bao giờ phải thay pin: sạc bằng mọi nguồn ánh sáng.',
  },
  {
    name: 'Đồng hồ Nữ Citizen Eco-Drive Dây Lưới',
    brand: 6,
    sub: 15,
    category: 1,
    gender: 'female',
    variants: [
      [0, 5_400_000, 10, 'Bạc'],
      [1, 5_600_000, 10, 'Vàng hồng'],
    ],
    looks: [9, 5],
    description: 'Dây lưới mềm mại, mặt số tối giản.',
  },
  {
    name: 'Đồng hồ Citizen Tsuyosa Tự Động Đa Sắc',
    brand: 6,
    sub: null,
    category: 3,
    gender: 'unisex',
    variants: [
      [3, 8_900_000, 0, 'Vàng chanh'],
      [2, 8_700_000, 0, 'Xanh ngọc'],
    ],
    looks: [7, 8],
    description: 'Mặt số màu rực rỡ, dây liền vỏ, kính sapphire.',
  },
  {
    name: 'Cặp đồng hồ đôi Citizen Kỷ Niệm Ngày Cưới',
    brand: 6,
    sub: 15,
    category: 4,
    gender: 'unisex',
    variants: [
      [1, 12_400_000, 0, 'Bạc'],
      [3, 13_100_000, 0, 'Vàng'],
    ],
    looks: [3, 7],
    description: 'Bộ quà tặng hai chiếc dành cho các cặp đôi.',
  },
  {
    name: 'Cặp đồng hồ Tissot Everytime Đôi Lứa',
    brand: 3,
    sub: null,
    category: 4,
    gender: 'unisex',
    featured: true,
    variants: [
      [1, 15_800_000, 5, 'Trắng'],
      [3, 16_300_000, 5, 'Đen'],
    ],
    looks: [9, 2],
    description: 'Thiết kế tối giản vượt thời gian cho hai người.',
  },
  {
    name: 'Đồng hồ Nam Omega De Ville Prestige Vàng Hồng',
    brand: 1,
    sub: null,
    category: 3,
    gender: 'male',
    variants: [[3, 0, 0, 'Vàng hồng']],
    looks: [7],
    description: 'Phiên bản đặt riêng theo yêu cầu, giá vui lòng liên hệ cửa hàng.',
  },
  {
    name: 'Đồng hồ Rolex Oyster Perpetual 36 Mặt Xanh Ngọc',
    brand: 0,
    sub: null,
    category: 0,
    gender: 'unisex',
    inStock: false,
    variants: [[2, 215 * M, 0, 'Xanh ngọc']],
    looks: [8],
    description: 'Mặt số xanh ngọc rực rỡ, đơn giản và bền bỉ qua năm tháng.',
  },
  {
    name: 'Đồng hồ Nữ Longines PrimaLuna Đính Đá',
    brand: 2,
    sub: null,
    category: 1,
    gender: 'female',
    variants: [
      [0, 48 * M, 0, 'Bạc'],
      [1, 51 * M, 7, 'Vàng hồng'],
      [2, 54 * M, 7, 'Vàng'],
    ],
    looks: [5, 3],
    description: 'Vẻ đẹp của vầng trăng tròn, vỏ tròn mềm mại.',
  },
  {
    name: 'Đồng hồ Seiko Prospex Alpinist Leo Núi',
    brand: 4,
    sub: 11,
    category: 2,
    gender: 'male',
    variants: [[2, 17_900_000, 0, 'Xanh lá']],
    looks: [1],
    description: 'La bàn xoay trong, dành cho những người yêu núi rừng.',
  },
  {
    name: 'Đồng hồ Tissot Gentleman Powermatic Đồng Điệu',
    brand: 3,
    sub: null,
    category: 0,
    gender: 'male',
    variants: [[4, 21_500_000, 0, 'Bạc']],
    looks: [9],
    description: 'Đồng hồ công sở đa năng, bộ máy Powermatic 80 Silicium.',
  },
  {
    name: 'Đồng hồ Casio Vintage Điện Tử Vàng Đồng',
    brand: 5,
    sub: null,
    category: 3,
    gender: 'unisex',
    variants: [[1, 1_650_000, 0, 'Vàng đồng']],
    looks: [7],
    description: 'Phong cách retro thập niên 80, đèn nền LED.',
  },
  {
    name: 'Đồng hồ Nữ Omega Seamaster Aqua Terra Xà Cừ',
    brand: 1,
    sub: 3,
    category: 1,
    gender: 'female',
    variants: [[1, 152 * M, 0, 'Trắng xà cừ']],
    looks: [3],
    description: 'Mặt số xà cừ trắng, kim và cọc số bằng vàng 18K.',
  },
];

async function renderImage(
  db: Db,
  storage: Storage,
  svg: string,
  originalName: string,
): Promise<{ id: number; path: string }> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const stored = await storeImage(storage, png);
  const [row] = await db
    .insert(images)
    .values({
      path: stored.path,
      originalName,
      size: stored.size,
      width: stored.width,
      height: stored.height,
      mime: stored.mime,
    })
    .returning({ id: images.id, path: images.path });
  return row!;
}

/** The demo catalogue, made on the first start of an empty database. Skipped if any product exists. */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n > 0) return false;

  const watchPaths = (
    await Promise.all(
      LOOKS.map((look, i) => renderImage(db, storage, watchSvg(look, 1000), `dong-ho-mau-${i + 1}.png`)),
    )
  ).map((r) => r.path);
  const logos = await Promise.all(
    BRANDS.map((b) => renderImage(db, storage, logoSvg(b.name, b.color), `logo-${b.name.toLowerCase()}.png`)),
  );
  const banner = await renderImage(db, storage, bannerSvg(1920, 1080, '#0c0a09', '#44403c', '#EDAB18'), 'banner.png');
  const slides = await Promise.all(
    [
      ['#0f172a', '#1e3a8a', '#fbbf24'],
      ['#1c1917', '#78350f', '#fde68a'],
      ['#052e16', '#14532d', '#facc15'],
      ['#3b0764', '#581c87', '#f0abfc'],
    ].map(([a, b, c], i) => renderImage(db, storage, bannerSvg(1600, 700, a!, b!, c!), `noi-bat-${i + 1}.png`)),
  );

  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({
        name: b.name,
        nameSort: nameSortKey(b.name),
        nameKey: nameKey(b.name),
        country: b.country,
        website: b.website,
        logo: logos[i]!.path,
        showOnHomepage: b.home,
        description: `Thương hiệu đồng hồ ${b.name} đến từ ${b.country}.`,
      })),
    )
    .returning();
  const subRows = await db
    .insert(subBrands)
    .values(
      BRANDS.flatMap((b, i) =>
        b.subs.map((name) => ({
          brandId: brandRows[i]!.id,
          name,
          nameSort: nameSortKey(name),
          nameKey: nameKey(name),
          isActive: true,
        })),
      ),
    )
    .returning();
  const catRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        nameSort: nameSortKey(c.name),
        nameKey: nameKey(c.name),
        icon: c.icon,
        showOnHomepage: c.home,
        description: c.description || null,
        image: watchPaths[(i * 3) % watchPaths.length]!,
      })),
    )
    .returning();
  const sizeRows = await db
    .insert(sizes)
    .values(SIZES.map((s) => ({ ...s, nameKey: nameKey(s.name) })))
    .returning();

  const base = Date.now() - PRODUCTS.length * 3_600_000;
  for (const [i, p] of PRODUCTS.entries()) {
    const brand = brandRows[p.brand]!;
    const sub = p.sub === null ? null : subRows[p.sub]!;
    const category = catRows[p.category]!;
    const created = new Date(base + i * 3_600_000);
    const range = priceRange(p.variants.map((v) => v[1]));
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        nameSort: nameSortKey(p.name),
        description: p.description,
        images: p.looks.map((l) => watchPaths[l]!),
        brandId: brand.id,
        subBrandId: sub?.id ?? null,
        categoryId: category.id,
        sizeId: sizeRows[p.variants[0]![0]]!.id,
        gender: p.gender,
        inStock: p.inStock ?? true,
        featured: p.featured ?? false,
        ...range,
        searchText: productSearchText([p.name, brand.name, sub?.name, category.name]),
        searchNameLength: foldText(p.name).length,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: products.id });
    await db.insert(productVariants).values(
      p.variants.map(([size, price, discount, color]) => ({
        productId: row!.id,
        name: `${sizeRows[size]!.name} ${color}`,
        sizeId: sizeRows[size]!.id,
        price,
        discount,
        color,
      })),
    );
  }

  await db
    .insert(settings)
    .values([
      {
        key: 'homepage.bannerAndSlogan',
        value: JSON.stringify({ bannerImage: banner.path, sloganPath1: 'Vẻ Đẹp', sloganPath2: 'Vượt Thời Gian' }),
        description: 'Ảnh banner và khẩu hiệu trang chủ',
      },
      {
        key: 'homepane.featuredimages',
        value: JSON.stringify(
          slides.map(({ id, path }, order) => ({ id, path, filename: `noi-bat-${order + 1}.png`, order })),
        ),
        description: 'Ảnh nổi bật trên trang chủ',
      },
    ])
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return true;
}
