import type { CSSProperties } from 'react';
import { Box, type BoxProps } from './Box';
import classes from './layout.module.css';
import { cx, space, type Size } from './style-props';

interface FlexProps extends BoxProps {
  gap?: Size | number | string;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** Children one under another. */
export function Stack({ gap = 'md', align, justify, style, ...props }: FlexProps) {
  return (
    <Box
      {...props}
      style={{ display: 'flex', flexDirection: 'column', gap: space(gap), alignItems: align, justifyContent: justify, ...style }}
    />
  );
}

interface GroupProps extends FlexProps {
  wrap?: CSSProperties['flexWrap'];
  /** Each child takes an equal share of the row. */
  grow?: boolean;
  preventGrowOverflow?: boolean;
}

/** Children side by side, wrapping onto the next line when the row is full. */
export function Group({
  gap = 'md',
  align = 'center',
  justify,
  wrap = 'wrap',
  grow,
  preventGrowOverflow: _,
  style,
  className,
  ...props
}: GroupProps) {
  return (
    <Box
      {...props}
      className={cx(className, grow && classes.grow)}
      style={{
        display: 'flex',
        flexDirection: 'row',
        flexWrap: wrap,
        gap: space(gap),
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    />
  );
}

/** Children centred both ways. */
export function Center({ style, ...props }: BoxProps) {
  return <Box {...props} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', ...style }} />;
}

const CONTAINER_WIDTHS: Record<Size, number> = { xs: 540, sm: 720, md: 960, lg: 1140, xl: 1320 };

/** The page's content column. */
export function Container({ size = 'md', className, style, ...props }: BoxProps & { size?: Size }) {
  return <Box {...props} className={cx(classes.container, className)} style={{ maxWidth: CONTAINER_WIDTHS[size], ...style }} />;
}

interface PaperProps extends BoxProps {
  withBorder?: boolean;
  radius?: Size;
  padding?: Size;
}

/** A white surface, with a border when asked. */
export function Paper({ withBorder, radius, padding, className, style, ...props }: PaperProps) {
  return (
    <Box
      {...props}
      className={cx(classes.paper, withBorder && classes.bordered, className)}
      // Only what was asked: an unset `padding` must not override the `p` of the style props (a bordered row kept none).
      style={{
        ...(radius ? { borderRadius: `var(--radius-${radius === 'lg' || radius === 'xl' ? 'xl' : radius})` } : {}),
        ...(padding ? { padding: space(padding) } : {}),
        ...style,
      }}
    />
  );
}

/** A bordered panel with padding. */
export function Card({ padding = 'md', ...props }: PaperProps) {
  return <Paper padding={padding} {...props} />;
}

/** A horizontal rule, with a label in its middle when given. */
export function Divider({ label, labelPosition: _, ...props }: BoxProps & { label?: string; labelPosition?: 'center' }) {
  if (label)
    return (
      <Box {...props} className={classes.labelledDivider} role="separator">
        {label}
      </Box>
    );
  return <Box component="hr" {...props} className={classes.divider} />;
}
