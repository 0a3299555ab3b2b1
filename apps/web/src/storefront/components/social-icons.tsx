/** Small brand marks for the contact links (lucide has no brand icons). Decorative: label the link. */
import { cn } from '../../lib/cn';

interface IconProps {
  className?: string;
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-5', className)} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
    </svg>
  );
}

export function MessengerIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-5', className)} fill="currentColor">
      <path d="M12 2.5C6.6 2.5 2.5 6.4 2.5 11.5c0 2.7 1.1 5 3 6.6v3.4l3.1-1.7c1 .3 2.2.4 3.4.4 5.4 0 9.5-3.9 9.5-9S17.4 2.5 12 2.5zm1 11.8-2.4-2.6-4.7 2.6 5.2-5.5 2.5 2.6 4.6-2.6-5.2 5.5z" />
    </svg>
  );
}

export function ZaloIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-5', className)}>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" />
      <text
        x="12"
        y="15.2"
        textAnchor="middle"
        fontSize="7.4"
        fontWeight="700"
        fontFamily="Arial, Helvetica, sans-serif"
        fill="white"
      >
        Zalo
      </text>
    </svg>
  );
}
