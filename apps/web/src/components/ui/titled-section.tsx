import { useId, type ComponentProps, type ReactNode } from 'react';

export interface TitledSectionProps extends Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> {
  title: ReactNode;
  /** The heading's level (default 2). */
  level?: 2 | 3;
  titleClassName: string;
}

/**
 * A `<section>` named by its heading (aria-labelledby), so that screen readers list it as a region
 * with that name: the heading, then `children`.
 */
export function TitledSection({ title, level = 2, titleClassName, children, ...section }: TitledSectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} {...section}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
