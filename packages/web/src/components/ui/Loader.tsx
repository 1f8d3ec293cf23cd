import { Box, type BoxProps } from './Box';
import classes from './loader.module.css';
import { colour, cx } from './style-props';

const SIZES = { xs: 16, sm: 22, md: 36, lg: 44, xl: 58 };

/** A spinning circle; give it an aria-label (or aria-hidden when a text says the same). */
export function Loader({ size = 'md', color, className, style, ...props }: BoxProps & { size?: keyof typeof SIZES; color?: string }) {
  const px = SIZES[size];
  return (
    <Box
      component="span"
      role={props['aria-hidden'] ? undefined : 'img'}
      {...props}
      className={cx(classes.loader, className)}
      style={
        {
          width: px,
          height: px,
          borderWidth: Math.max(2, Math.round(px / 10)),
          '--loader-colour': colour(color) ?? 'var(--c-blue)',
          ...style,
        } as BoxProps['style']
      }
    />
  );
}
