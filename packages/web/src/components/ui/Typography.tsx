import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import { colourVariables, cx, fontSize, type Size } from './style-props';
import classes from './typography.module.css';

interface TextProps extends BoxProps {
  size?: Size | string;
  /** Render as an inline <span> instead of a paragraph. */
  span?: boolean;
  inherit?: boolean;
}

/** A paragraph of text (or a span). */
export function Text({ size, span, inherit: _, component, style, ...props }: TextProps) {
  return <Box component={component ?? (span ? 'span' : 'p')} {...props} style={{ fontSize: fontSize(size), ...style }} />;
}

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading: `order` is its level, `size` how large it looks ('h3' or any CSS size). */
export function Title({
  order = 1,
  size,
  className,
  style,
  ...props
}: BoxProps & { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: Heading | string }) {
  const looks = size && /^h[1-6]$/.test(size) ? size : `h${order}`;
  const explicit = size && !/^h[1-6]$/.test(size) ? fontSize(size) : undefined;
  return (
    <Box
      component={`h${order}`}
      {...props}
      className={cx(classes.title, classes[looks], className)}
      style={{ fontSize: explicit, ...style }}
    />
  );
}

/** Inline code, or a block of it. */
export function Code({ block, className, ...props }: BoxProps & { block?: boolean }) {
  return <Box component={block ? 'pre' : 'code'} {...props} className={cx(classes.code, block && classes.codeBlock, className)} />;
}

interface AnchorProps extends BoxProps {
  size?: Size;
  underline?: 'always' | 'hover' | 'never';
}

/** A link in text. */
export function Anchor({ size, underline = 'always', component, className, style, ...props }: AnchorProps) {
  return (
    <Box
      component={component ?? 'a'}
      {...props}
      className={cx(
        classes.anchor,
        underline === 'hover' && classes.underlineHover,
        underline === 'never' && classes.underlineHover,
        className,
      )}
      style={{ fontSize: fontSize(size), ...(underline === 'never' ? { textDecoration: 'none' } : {}), ...style }}
    />
  );
}

interface ListProps extends BoxProps {
  size?: Size;
  spacing?: Size | number;
  type?: 'ordered' | 'unordered';
}

/** A bulleted (or numbered) list of List.Item. */
export function List({ size, spacing, type, className, style, children, ...props }: ListProps) {
  const gap = typeof spacing === 'number' ? `${spacing}px` : spacing ? `var(--space-${spacing})` : undefined;
  return (
    <Box
      component={type === 'ordered' ? 'ol' : 'ul'}
      {...props}
      className={cx(classes.list, className)}
      style={{ fontSize: fontSize(size), display: gap ? 'grid' : undefined, gap, ...style }}
    >
      {children}
    </Box>
  );
}

List.Item = function ListItem(props: BoxProps) {
  return <Box component="li" {...props} />;
};

/** Styles the headings, paragraphs, lists and code of long help texts. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={classes.prose}>{children}</div>;
}

interface BadgeProps extends BoxProps {
  color?: string;
  variant?: 'filled' | 'light' | 'outline' | 'dot';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  radius?: Size;
}

/** A small label for a state or role. It says the state in words; its colour only adds to them. */
export function Badge({ color = 'blue', variant = 'filled', size = 'md', radius: _, className, style, ...props }: BadgeProps) {
  return (
    <Box
      component="span"
      {...props}
      className={cx(classes.badge, classes[`badge-${size}`], classes[`badge-${variant}`], className)}
      style={{ ...colourVariables('badge', color), ...style } as BoxProps['style']}
    />
  );
}
