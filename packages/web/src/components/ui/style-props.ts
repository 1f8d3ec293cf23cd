import type { CSSProperties } from 'react';

/** The size names the spacing and font tokens use (theme.css). */
export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Space = Size | number | string;

/** Shorthand layout props every component takes, as Box does. */
export interface StyleProps {
  m?: Space;
  mt?: Space;
  mb?: Space;
  ml?: Space;
  mr?: Space;
  mx?: Space;
  my?: Space;
  p?: Space;
  pt?: Space;
  pb?: Space;
  px?: Space;
  py?: Space;
  w?: number | string;
  maw?: number | string;
  miw?: number | string;
  mih?: number | string;
  ta?: CSSProperties['textAlign'];
  fw?: CSSProperties['fontWeight'];
  /** Text colour: 'dimmed', a colour name ('red', 'green'...) or any CSS colour. */
  c?: string;
  tt?: CSSProperties['textTransform'];
  /** Font family: 'monospace' for the theme's, or any CSS value. */
  ff?: string;
  lh?: number | string;
  /** Shown from this width up only ('sm': 768 px) / hidden from it up. */
  visibleFrom?: 'sm';
  hiddenFrom?: 'sm';
}

const SIZES = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const COLOURS = new Set(['blue', 'red', 'green', 'teal', 'orange', 'yellow', 'gray']);

export function space(value: Space | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return `${value}px`;
  return SIZES.has(value) ? `var(--space-${value})` : value;
}

export function fontSize(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return SIZES.has(value) ? `var(--font-size-${value})` : value;
}

/** A colour name of the theme (or 'dimmed'), or any CSS colour as it is. */
export function colour(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'dimmed') return 'var(--color-dimmed)';
  const name = value.split('.')[0] ?? value;
  return COLOURS.has(name) ? `var(--c-${name})` : value;
}

/**
 * The custom properties that colour a component (`--{prefix}-colour` and `--{prefix}-light`) for a
 * colour name of the theme; none for other colours, so the component keeps its default.
 */
export function colourVariables(prefix: string, value: string | undefined): Record<string, string> {
  const name = colour(value);
  if (!name?.startsWith('var(--c-')) return {};
  return { [`--${prefix}-colour`]: name, [`--${prefix}-light`]: name.replace(')', '-light)') };
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** Splits the shorthand props off, returning the inline style and class they make. */
export function splitStyleProps<P extends StyleProps & { style?: CSSProperties; className?: string }>(props: P) {
  const {
    m,
    mt,
    mb,
    ml,
    mr,
    mx,
    my,
    p,
    pt,
    pb,
    px,
    py,
    w,
    maw,
    miw,
    mih,
    ta,
    fw,
    c,
    tt,
    ff,
    lh,
    visibleFrom,
    hiddenFrom,
    style,
    className,
    ...rest
  } = props;
  const css: CSSProperties = {
    margin: space(m),
    marginTop: space(mt ?? my),
    marginBottom: space(mb ?? my),
    marginLeft: space(ml ?? mx),
    marginRight: space(mr ?? mx),
    padding: space(p),
    paddingTop: space(pt ?? py),
    paddingBottom: space(pb ?? py),
    paddingLeft: space(px),
    paddingRight: space(px),
    width: size(w),
    maxWidth: size(maw),
    minWidth: size(miw),
    minHeight: size(mih),
    textAlign: ta,
    fontWeight: fw,
    color: colour(c),
    textTransform: tt,
    fontFamily: ff === 'monospace' ? 'var(--font-mono)' : ff,
    lineHeight: lh,
  };
  for (const key of Object.keys(css) as (keyof CSSProperties)[]) if (css[key] === undefined) delete css[key];
  const classes = [className, visibleFrom && 'ui-visible-from-sm', hiddenFrom && 'ui-hidden-from-sm'].filter(Boolean).join(' ');
  return { style: { ...css, ...style }, className: classes || undefined, rest };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
