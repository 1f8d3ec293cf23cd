import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../src/text';

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirectPath('/e/abc234')).toBe('/e/abc234');
    expect(safeRedirectPath('/e/abc234/deck?id=u1')).toBe('/e/abc234/deck?id=u1');
  });

  it.each([null, undefined, '', 'https://evil.example', 'evil.example/x', '//evil.example', '/\\evil.example', '/\\/evil.example', '/%0a', '/a\nb', '/a\tb'])(
    'refuses %j',
    (target) => {
      const value = target === '/%0a' ? decodeURIComponent(target) : target;
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});
