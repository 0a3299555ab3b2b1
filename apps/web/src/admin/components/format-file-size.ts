const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/**
 * A file size in Bytes, KB, MB or GB, powers of 1024, at most two
 * decimals in vi-VN style: 0 → "0 Bytes", 1536 → "1,5 KB", 10485760 → "10 MB". GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(STEP)));
  return `${number.format(bytes / STEP ** unit)} ${UNITS[unit]}`;
}
