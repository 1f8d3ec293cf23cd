import { useEffect, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import classes from './button.module.css';
import { Loader } from './Loader';
import { colourVariables, cx } from './style-props';

/** A button without any look of its own. */
export function UnstyledButton({ component, className, ...props }: BoxProps) {
  return (
    <Box component={component ?? 'button'} type={component ? undefined : 'button'} {...props} className={cx(classes.unstyled, className)} />
  );
}

export interface ButtonProps extends BoxProps {
  variant?: 'filled' | 'light' | 'outline' | 'subtle' | 'default';
  color?: string | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'compact-sm' | 'compact-xs';
  /** Shows a spinner and refuses clicks while an action is under way. */
  loading?: boolean | undefined;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** A button (or, with `component`, a link that looks like one). */
export function Button({
  variant = 'filled',
  color,
  size = 'sm',
  loading,
  fullWidth,
  leftSection,
  rightSection,
  component,
  disabled,
  className,
  style,
  children,
  ...props
}: ButtonProps) {
  return (
    <Box
      component={component ?? 'button'}
      type={component ? undefined : 'button'}
      {...props}
      disabled={component ? undefined : disabled || loading}
      aria-disabled={component && disabled ? true : undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={cx(classes.button, classes[variant], classes[`size-${size}`], fullWidth && classes.full, className)}
      style={{ ...colourVariables('button', color), ...style } as BoxProps['style']}
    >
      {leftSection}
      <span className={classes.label}>{children}</span>
      {rightSection}
      {loading && (
        <span className={classes.spinner}>
          <Loader size="xs" aria-hidden="true" color="currentColor" />
        </span>
      )}
    </Box>
  );
}

/** Gives its child a `copy` function and whether the value was just copied. */
export function CopyButton({
  value,
  timeout = 1000,
  children,
}: {
  value: string;
  timeout?: number;
  children(state: { copied: boolean; copy(): void }): ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), timeout);
    return () => clearTimeout(timer);
  }, [copied, timeout]);
  const copy = () => void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  return children({ copied, copy });
}

/** The three-line menu button of a narrow screen. */
export function Burger({ opened, className, ...props }: BoxProps & { opened: boolean }) {
  return (
    <Box component="button" type="button" aria-expanded={opened} {...props} className={cx(classes.burger, className)}>
      <span />
      <span />
      <span />
    </Box>
  );
}
