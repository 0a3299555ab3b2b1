import { useId, type ComponentProps } from 'react';

/**
 * The honeypot of a public form (register() spread as is): hidden from people and assistive
 * technology; only bots fill it in.
 */
export function HoneypotField(input: ComponentProps<'input'>) {
  const id = useId();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden opacity-0"
    >
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
