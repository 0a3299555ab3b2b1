import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface RetryButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  onRetry: () => void;
  /** The new attempt is running: a spinner instead of the icon, and the button is disabled. */
  retrying?: boolean;
}

/** Thử lại, after something failed to load. */
export function RetryButton({ onRetry, retrying = false, ...button }: RetryButtonProps) {
  return (
    <Button onClick={onRetry} loading={retrying} {...button}>
      {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
      Thử lại
    </Button>
  );
}
