import type { AllHTMLAttributes, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { splitStyleProps, type StyleProps } from './style-props';

/** Attributes of any HTML element, less the names the components give their own meaning. */
export type ElementProps = Omit<
  AllHTMLAttributes<HTMLElement>,
  'color' | 'size' | 'wrap' | 'label' | 'title' | 'style' | 'className' | 'type' | 'span'
>;

export interface BoxProps extends StyleProps, ElementProps {
  /** The element or component to render (e.g. 'section', or the router's Link). */
  component?: ElementType;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children?: ReactNode;
  ref?: Ref<never>;
  /** The target, when `component` is the router's Link. */
  to?: string;
  title?: string;
  type?: string;
  [data: `data-${string}`]: unknown;
}

/** A plain element that takes the shorthand style props. */
export function Box({ component: Component = 'div', ...props }: BoxProps) {
  const { style, className, rest } = splitStyleProps(props);
  return <Component {...rest} style={style} className={className} />;
}
