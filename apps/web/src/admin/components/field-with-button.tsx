import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';

interface FieldWithButtonProps extends Omit<TextFieldProps, 'onKeyDown' | 'children'> {
  /** What the button does with the text; Enter in the field does the same, rather than submit the form around it. */
  onPress: () => void;
  /** The button is disabled (Enter still calls `onPress`). */
  pressDisabled?: boolean;
  /** The row's own classes, beside `flex items-end gap-2` (`className` is the field's). */
  rowClassName?: string;
  /** The button's icon and text. */
  children: ReactNode;
}

/** A text field with a secondary button at its right that acts on what was typed (Thêm dịch vụ, Tìm). */
export function FieldWithButton({ onPress, pressDisabled, rowClassName, children, ...field }: FieldWithButtonProps) {
  return (
    <div className={cn('flex items-end gap-2', rowClassName)}>
      <TextField
        {...field}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onPress();
          }
        }}
      />
      <Button variant="secondary" onClick={onPress} disabled={pressDisabled}>
        {children}
      </Button>
    </div>
  );
}
