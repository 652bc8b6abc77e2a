import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { LogoMark } from '../components/ui/logo-mark.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { cn, overriddenClasses } from './cn.ts';

// cn() joins without merging (decision 140: tailwind-merge left the first load). What that relies on:
// no class list holds two utilities for one property, or the stylesheet's order picks the winner (in
// the built CSS `.px-5` comes after `.px-0`, so "px-5 px-0" shows 20 px of padding, not 0).

const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1] ?? '';

describe('cn', () => {
  it('keeps every class it is given, in order, and drops the falsy ones', () => {
    expect(cn('h-11 px-5', false, undefined, 'mt-2', { 'text-sm': true, 'text-lg': false })).toBe(
      'h-11 px-5 mt-2 text-sm',
    );
  });

  it('reports a list where a later utility would override an earlier one', () => {
    // Taken over from the setup's spy (tests/support/fail-on-console-error.ts): this one is expected.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Returned as given: nothing merges at run time; the report is what catches it in tests.
    expect(cn('h-11 px-5', 'px-0')).toBe('h-11 px-5 px-0');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('px-5 overridden');
  });

  it('names the overridden classes, not the ones that refine (px after p) or differ in variant', () => {
    expect(overriddenClasses('p-4 p-3')).toEqual(['p-4']);
    expect(overriddenClasses('shrink-0 flex-1')).toEqual(['shrink-0']);
    expect(overriddenClasses('p-4 px-0 sm:px-3 text-xs text-moss-300')).toEqual([]);
  });
});

describe('every look of the UI kit is one utility per property', () => {
  const variants = ['primary', 'secondary', 'ghost', 'link'] as const;
  const sizes = ['md', 'compact', 'flush', 'icon', 'icon-large', 'icon-then-compact'] as const;

  it('Button: each variant × size × grow', () => {
    for (const variant of variants)
      for (const size of sizes)
        for (const grow of [false, true]) {
          const classes = buttonVariants({ variant, size, grow });
          expect(overriddenClasses(classes), `${variant} ${size} grow=${grow}`).toEqual([]);
        }
  });

  it('the looks the callers used to get by override', () => {
    // Each was a className that tailwind-merge let win over the component's own class (the left).
    const cases: [string, string, string][] = [
      [renderToStaticMarkup(<Button grow>Go</Button>), 'flex-1', 'shrink-0'],
      [renderToStaticMarkup(<Button size="flush">Go</Button>), 'px-0', 'px-5'],
      [
        renderToStaticMarkup(<Button size="icon-large">Go</Button>),
        '[&amp;_svg]:size-6',
        '[&amp;_svg]:size-4',
      ],
      [renderToStaticMarkup(<Button size="icon-then-compact">Go</Button>), 'sm:px-3', 'px-3'],
      [renderToStaticMarkup(<Card padding="sm" />), 'p-3', 'p-4'],
      [renderToStaticMarkup(<Card padding="lg" />), 'p-6', 'p-4'],
      [renderToStaticMarkup(<Card padding="none" />), 'p-0', 'p-4'],
      [renderToStaticMarkup(<Skeleton shape="card" />), 'rounded-xl', 'rounded-md'],
      [renderToStaticMarkup(<LogoMark size="lg" />), 'size-16', 'size-8'],
      [renderToStaticMarkup(<Badge size="md">Live</Badge>), 'text-sm', 'text-xs'],
    ];
    for (const [html, has, hasNot] of cases) {
      const list = classOf(html).split(' ');
      expect(list, html).toContain(has);
      expect(list, html).not.toContain(hasNot);
    }
  });
});
