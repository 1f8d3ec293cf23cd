import type { SVGProps } from 'react';

// Status glyphs drawn inline: an emoji-only character (🔒, ⏰) is a blank box where no emoji font is installed.
// Decorative: the words next to them say the same.
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em', flex: 'none' }}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A padlock. */
export function LockIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon data-icon="lock" {...props}>
      <rect x="4.5" y="10.5" width="15" height="11" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
    </Icon>
  );
}

/** An alarm clock. */
export function AlarmIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon data-icon="alarm" {...props}>
      <circle cx="12" cy="13" r="7.5" />
      <path d="M12 9v4l2.5 2M4 5l3-2.5M20 5l-3-2.5" />
    </Icon>
  );
}
